import type { VegaFilm } from '../vega-movies';
import type { CmuFilm } from './cmu';
import { isEnough, joinOriginalTitles, originalTitleEvidence, possessiveMentions, sameTitleWords, titleSimilarity, type OriginalTitleCandidate } from './vega-originals';

const record = (title: string, releaseDate: string, facts: Partial<VegaFilm> = {}): VegaFilm => ({
  id: 900_000_919,
  title,
  releaseDate,
  runtime: null,
  imdbRating: 8.8,
  imdbVotes: 96_698,
  budget: null,
  gross: null,
  mpaaRating: null,
  rottenTomatoes: null,
  genreIds: [],
  director: null,
  ...facts,
});

const corpusFilm = (title: string, releaseDate: string, facts: Partial<CmuFilm> = {}): OriginalTitleCandidate => ({
  wikipedia: [],
  cmu: [
    {
      freebaseId: `/m/${title.length}`,
      articleId: 1,
      boxOffice: null,
      title,
      releaseDate,
      year: Number(releaseDate.slice(0, 4)),
      runtime: null,
      languages: [],
      countries: [],
      genreIds: [],
      adult: false,
      ...facts,
    },
  ],
});

const MAGNIFICENT_SEVEN =
  "The Magnificent Seven is a 1960 American Western film directed by John Sturges. The screenplay is a remake of Akira Kurosawa's 1954 Japanese film Seven Samurai.";

describe('titles', () => {
  it('meets words across elisions, leaving out little words, numbers and a trailing note', () => {
    expect(titleSimilarity("Le Fabuleux destin d'Amélie Poulain", 'Amélie')).toBeCloseTo(0.4);
    expect(titleSimilarity('Shichinin no samurai', 'Seven Samurai')).toBe(0.5);
    expect(titleSimilarity('Banlieue 13', 'Lucky 13')).toBe(0);
    expect(sameTitleWords('King Kong (1933)', 'King Kong')).toBe(true);
    expect(sameTitleWords('Formula 51', 'The Formula')).toBe(false);
    expect(sameTitleWords('Aeon Flux', 'Æon Flux')).toBe(true);
  });
});

describe('original-title records', () => {
  const mentions = possessiveMentions([MAGNIFICENT_SEVEN]);

  it("finds what an article says after a director's name in the possessive", () => {
    expect(mentions('Akira Kurosawa')).toEqual(['1954 Japanese film Seven Samurai']);
  });

  it('joins Shichinin no samurai to Seven Samurai by half its title and the director another article names', () => {
    const shichinin = record('Shichinin no samurai', '1956-11-19', { director: 'Akira Kurosawa', gross: 271_736 });
    const sevenSamurai = corpusFilm('Seven Samurai', '1954-04-26', { runtime: 207, languages: ['ja'], countries: ['JP'] });
    const musashi = corpusFilm('Samurai I: Musashi Miyamoto', '1954-09-26');
    const { pairs } = joinOriginalTitles([shichinin], [musashi, sevenSamurai], mentions);
    expect(pairs.get(shichinin)).toBe(sevenSamurai);
    expect(isEnough(originalTitleEvidence(shichinin, sevenSamurai) as NonNullable<ReturnType<typeof originalTitleEvidence>>)).toBe(false);
  });

  it('joins Amélie by its gross within 1 % and a title word, and refuses a gross with a runtime alone', () => {
    const amelie = record("Le Fabuleux destin d'Amélie Poulain", '2001-11-02', { runtime: 122, gross: 174_201_661 });
    expect(isEnough(originalTitleEvidence(amelie, corpusFilm('Amélie', '2001-04-25', { runtime: 120, boxOffice: 173_921_954 })) as never)).toBe(true);
    const wuJi = record('Wu ji', '2006-05-05', { runtime: 97, gross: 5_733_111 });
    expect(isEnough(originalTitleEvidence(wuJi, corpusFilm('Pokémon: Lucario and the Mystery of Mew', '2006-07-15', { runtime: 100, boxOffice: 5_760_000 + 1 })) as never)).toBe(false);
  });

  it('refuses a film outside the years before the American release, or whose runtime or director contradicts', () => {
    const shichinin = record('Shichinin no samurai', '1956-11-19', { director: 'Akira Kurosawa', runtime: 160 });
    expect(originalTitleEvidence(shichinin, corpusFilm('Seven Samurai', '1952-04-26'))).toBeNull();
    expect(originalTitleEvidence(shichinin, corpusFilm('Seven Samurai', '1954-04-26', { runtime: 207 }))).toBeNull();
    const directed: OriginalTitleCandidate = { wikipedia: [{ title: 'Seven Samurai', year: 1954, directors: ['Hiroshi Inagaki'] }], cmu: [] };
    expect(originalTitleEvidence({ ...shichinin, runtime: null }, directed)).toBeNull();
  });

  it('leaves a record apart when two films have as much evidence', () => {
    const clean = record('Clean', '2006-04-28');
    const { pairs, ambiguous } = joinOriginalTitles([clean], [corpusFilm('Clean', '2004-05-19'), corpusFilm('Clean', '2005-01-01')]);
    expect(pairs.size).toBe(0);
    expect(ambiguous).toEqual([clean]);
  });
});
