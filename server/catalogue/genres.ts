import type { Genre } from '../../contract/movies';

/** TMDB's movie genres with its official English and Spanish (es-ES) names. */
const GENRES: ReadonlyArray<{ id: number; en: string; es: string }> = [
  { id: 28, en: 'Action', es: 'Acción' },
  { id: 12, en: 'Adventure', es: 'Aventura' },
  { id: 16, en: 'Animation', es: 'Animación' },
  { id: 35, en: 'Comedy', es: 'Comedia' },
  { id: 80, en: 'Crime', es: 'Crimen' },
  { id: 99, en: 'Documentary', es: 'Documental' },
  { id: 18, en: 'Drama', es: 'Drama' },
  { id: 10751, en: 'Family', es: 'Familia' },
  { id: 14, en: 'Fantasy', es: 'Fantasía' },
  { id: 36, en: 'History', es: 'Historia' },
  { id: 27, en: 'Horror', es: 'Terror' },
  { id: 10402, en: 'Music', es: 'Música' },
  { id: 9648, en: 'Mystery', es: 'Misterio' },
  { id: 10749, en: 'Romance', es: 'Romance' },
  { id: 878, en: 'Science Fiction', es: 'Ciencia ficción' },
  { id: 10770, en: 'TV Movie', es: 'Película de TV' },
  { id: 53, en: 'Thriller', es: 'Suspense' },
  { id: 10752, en: 'War', es: 'Bélica' },
  { id: 37, en: 'Western', es: 'Western' },
];

const BY_ID = new Map(GENRES.map((genre) => [genre.id, genre]));

/** The data set's "Major Genre" as TMDB genre ids; each maps to what it names, no more. */
export const MAJOR_GENRE_IDS: Readonly<Record<string, readonly number[]>> = {
  Action: [28],
  Adventure: [12],
  Comedy: [35],
  Drama: [18],
  Horror: [27],
  Musical: [10402],
  'Romantic Comedy': [10749, 35],
  'Thriller/Suspense': [53],
  Western: [37],
  Documentary: [99],
  'Black Comedy': [35],
  'Concert/Performance': [10402],
};

/**
 * Wikipedia's genre words (wikipedia-movie-data) as TMDB genre ids: a word maps to the TMDB
 * genre it names, or to the one genre it is a kind of (a slasher is a horror film, film noir a
 * crime film). Words with no TMDB genre (Silent, Short, Biography, Sports, Spy, Teen…) are
 * not listed, and a word that is not listed is dropped, never guessed.
 */
export const WIKIPEDIA_GENRE_IDS: Readonly<Record<string, readonly number[]>> = {
  Action: [28],
  Adventure: [12],
  Animated: [16],
  Comedy: [35],
  Crime: [80],
  Documentary: [99],
  Drama: [18],
  Family: [10751],
  Fantasy: [14],
  Historical: [36],
  Horror: [27],
  'Martial Arts': [28],
  Musical: [10402],
  Mystery: [9648],
  Noir: [80],
  Romance: [10749],
  Satire: [35],
  'Science Fiction': [878],
  Slasher: [27],
  Suspense: [53],
  Thriller: [53],
  War: [10752],
  Western: [37],
};

/** 'es', 'es-ES', 'es-MX' read Spanish; everything else English, as TMDB falls back. */
export function isSpanish(language: string | undefined): boolean {
  return language !== undefined && /^es(-|$)/i.test(language);
}

export function genreName(id: number, language: string | undefined): string | undefined {
  const genre = BY_ID.get(id);
  if (!genre) return undefined;
  return isSpanish(language) ? genre.es : genre.en;
}

export function genreList(language: string | undefined): Genre[] {
  return GENRES.map((genre) => ({ id: genre.id, name: isSpanish(language) ? genre.es : genre.en }));
}

/** Genres with names for a film's ids; ids TMDB does not know are left out. */
export function namedGenres(ids: readonly number[], language: string | undefined): Genre[] {
  return ids.flatMap((id) => {
    const name = genreName(id, language);
    return name === undefined ? [] : [{ id, name }];
  });
}
