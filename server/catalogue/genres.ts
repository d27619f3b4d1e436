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

/**
 * The CMU corpus' Freebase genres as TMDB genre ids, by the rule of WIKIPEDIA_GENRE_IDS: a
 * genre maps to the TMDB genre it names, or to the genres it is a kind of (a romantic comedy
 * is both, a slasher a horror film, wuxia a martial-arts hence action film). What is no TMDB
 * genre (World cinema, Black-and-white, Indie, Silent film, Biography, Sports, Spy, Superhero,
 * Disaster, Cult, LGBT…) or only a setting (Christmas movie, Prison, Road movie) is dropped.
 */
export const CMU_GENRE_IDS: Readonly<Record<string, readonly number[]>> = {
  Drama: [18], Comedy: [35], 'Comedy film': [35], Comdedy: [35], Humour: [35], 'Romance Film': [10749],
  Action: [28], Thriller: [53], Suspense: [53], 'Crime Fiction': [80], Crime: [80], Documentary: [99],
  Horror: [27], Adventure: [12], 'Family Film': [10751], "Children's/Family": [10751], "Children's": [10751],
  "Children's Entertainment": [10751], 'Action/Adventure': [28, 12], Musical: [10402], Music: [10402],
  Animation: [16], Anime: [16], 'Computer Animation': [16], 'Stop motion': [16], 'Animated cartoon': [16],
  'Clay animation': [16], 'Silhouette animation': [16], 'Romantic drama': [10749, 18], Mystery: [9648],
  Whodunit: [9648], 'Science Fiction': [878], 'Space opera': [878], Cyberpunk: [878], Dystopia: [878],
  'Time travel': [878], 'Alien Film': [878], 'Alien invasion': [878], 'Apocalyptic and post-apocalyptic fiction': [878],
  Fantasy: [14], 'Sword and sorcery': [14], 'Sword and sorcery films': [14], 'Mythological Fantasy': [14],
  'Romantic comedy': [10749, 35], 'War film': [10752], 'Combat Films': [10752], 'Anti-war': [10752],
  'Anti-war film': [10752], Western: [37], 'Spaghetti Western': [37], 'Revisionist Western': [37],
  'Hybrid Western': [37], 'Indian Western': [37], 'Epic Western': [37], 'Cavalry Film': [37],
  'Crime Thriller': [80, 53], 'Comedy-drama': [35, 18], 'Psychological thriller': [53], 'Political thriller': [53],
  'Erotic thriller': [53], 'Family Drama': [18], 'Political drama': [18], Melodrama: [18], 'Marriage Drama': [18],
  'Erotic Drama': [18], 'Courtroom Drama': [18], 'Legal drama': [18], 'Addiction Drama': [18],
  'Inspirational Drama': [18], Tragedy: [18], 'Costume drama': [18], Docudrama: [18], 'Black comedy': [35],
  Parody: [35], Satire: [35], 'Political satire': [35], Slapstick: [35], 'Sex comedy': [35],
  'Screwball comedy': [35], 'Comedy of manners': [35], 'Domestic Comedy': [35], 'Comedy of Errors': [35],
  Mockumentary: [35], 'Workplace Comedy': [35], 'Stand-up comedy': [35], 'Gross-out film': [35], 'Gross out': [35],
  'Stoner film': [35], 'Heavenly Comedy': [35], 'Courtroom Comedy': [35], 'Television movie': [10770],
  'Martial Arts Film': [28], Wuxia: [28], History: [36], 'Historical fiction': [36], 'World History': [36],
  'Historical Epic': [36], 'Historical drama': [36, 18], 'Historical Documentaries': [99, 36], Slasher: [27],
  'Zombie Film': [27], 'Natural horror films': [27], 'Haunted House Film': [27], 'Costume Horror': [27],
  'Splatter film': [27], 'Road-Horror': [27], 'Psychological horror': [27], 'Werewolf fiction': [27],
  'Vampire movies': [27], 'Period Horror': [27], 'Film noir': [80], 'Neo-noir': [80], 'Crime Drama': [80, 18],
  'Gangster Film': [80], Detective: [80], 'Detective fiction': [80], Heist: [80], 'Buddy cop': [80],
  'Action Thrillers': [28, 53], 'Crime Comedy': [80, 35], 'Concert film': [10402], Rockumentary: [99, 10402],
  'Backstage Musical': [10402], 'Jukebox musical': [10402], Operetta: [10402], 'Film-Opera': [10402],
  "Children's Fantasy": [10751, 14], 'Family-Oriented Adventure': [10751, 12], 'Horror Comedy': [27, 35],
  'Comedy horror': [35, 27], 'Musical comedy': [10402, 35], 'Musical Drama': [10402, 18], 'Fantasy Comedy': [14, 35],
  'Fantasy Adventure': [14, 12], 'Fantasy Drama': [14, 18], 'Action Comedy': [28, 35], 'Adventure Comedy': [12, 35],
  'Sci-Fi Horror': [878, 27], 'Sci-Fi Adventure': [878, 12], 'Sci-Fi Thriller': [878, 53], 'Future noir': [878, 80],
  'Science fiction Western': [878, 37], 'Space western': [878, 37], 'Swashbuckler films': [12],
  'Comedy Thriller': [35, 53], 'Comedy Western': [35, 37], 'Romantic fantasy': [10749, 14], 'Romantic thriller': [10749, 53],
  Tragicomedy: [35, 18], 'Animated Musical': [16, 10402], 'Singing cowboy': [37, 10402], 'Political Documetary': [99],
};

/** Freebase's genres that mark a film for adults only: TMDB's adult flag, hidden unless asked for. */
export const CMU_ADULT_GENRES: ReadonlySet<string> = new Set([
  'Pornographic movie', 'Adult', 'Hardcore pornography', 'Gay pornography', 'Softcore Porn', 'Pornography',
]);
