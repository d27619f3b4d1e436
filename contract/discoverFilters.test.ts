import { activeFilters, defaultFilters, type DiscoverFilters, discoverQuery, filtersFromSearch, searchWithFilters, withoutFilter } from './discoverFilters';

const everything: DiscoverFilters = {
  genres: [80, 18],
  genreMatch: 'any',
  yearFrom: 1970,
  yearTo: 1979,
  minRating: 7.5,
  minVotes: 1000,
  runtimeMin: 90,
  runtimeMax: 180,
  people: [2, 900500001],
  language: 'ja',
  country: 'JP',
  sort: 'rating',
  order: 'asc',
};

describe('Discover filters in the URL', () => {
  it('read back exactly what was written', () => {
    const search = searchWithFilters(new URLSearchParams(), everything);
    expect(search.toString()).toBe(
      'genres=80%2C18&match=any&from=1970&to=1979&rating=7.5&votes=1000&runtimeMin=90&runtimeMax=180&people=2%2C900500001&language=ja&country=JP&sort=rating&order=asc',
    );
    expect(filtersFromSearch(search)).toEqual(everything);
  });

  it('leave the defaults out, keep keys that are not theirs and go back to page 1', () => {
    const search = searchWithFilters(new URLSearchParams('lng=es&page=4&rating=8&sort=title'), defaultFilters);
    expect(search.toString()).toBe('lng=es');
  });

  it.each([
    ['genres=abc,80,-3,80,2.5', { genres: [80] }],
    ['match=some', { genreMatch: 'all' }],
    ['from=19x&to=3000', { yearFrom: undefined, yearTo: undefined }],
    ['from=1869&to=2100', { yearFrom: undefined, yearTo: 2100 }],
    ['rating=11', { minRating: undefined }],
    ['rating=8.5', { minRating: 8.5 }],
    ['votes=-5', { minVotes: undefined }],
    ['votes=1e3&rating=1e-7', { minVotes: undefined, minRating: undefined }],
    ['votes=0&rating=0', { minVotes: 0, minRating: 0 }],
    ['runtimeMin=&runtimeMax=90.5', { runtimeMin: undefined, runtimeMax: undefined }],
    ['people=x,,2,2147483648', { people: [2] }],
    ['language=japanese&country=JPN', { language: undefined, country: undefined }],
    ['language=JA&country=br', { language: 'ja', country: 'BR' }],
    ['sort=budget&order=up', { sort: 'popularity', order: 'desc' }],
    ['sort=__proto__&order=constructor', { sort: 'popularity', order: 'desc' }],
  ])('ignore what does not parse: %s', (query, expected) => {
    expect(filtersFromSearch(new URLSearchParams(query))).toEqual({ ...defaultFilters, ...expected });
  });
});

describe('Discover filters as TMDB parameters', () => {
  it('name every filter with TMDB discover/movie parameter', () => {
    expect(discoverQuery(everything, 3)).toEqual({
      sort_by: 'vote_average.asc',
      page: 3,
      with_genres: '80|18',
      'primary_release_date.gte': '1970-01-01',
      'primary_release_date.lte': '1979-12-31',
      'vote_average.gte': 7.5,
      'vote_count.gte': 1000,
      'with_runtime.gte': 90,
      'with_runtime.lte': 180,
      with_people: '2,900500001',
      with_original_language: 'ja',
      with_origin_country: 'JP',
    });
  });

  it('ask for every genre with a comma and sort by popularity by default', () => {
    expect(discoverQuery({ ...defaultFilters, genres: [80, 18] }, 1)).toEqual({ sort_by: 'popularity.desc', page: 1, with_genres: '80,18' });
  });

  it('list the filters that are on and clear one at a time', () => {
    expect(activeFilters(everything)).toEqual(['genres', 'years', 'rating', 'votes', 'runtime', 'people', 'language', 'country']);
    expect(activeFilters(defaultFilters)).toEqual([]);
    expect(activeFilters(withoutFilter(everything, 'years'))).toEqual(['genres', 'rating', 'votes', 'runtime', 'people', 'language', 'country']);
    expect(activeFilters(withoutFilter(withoutFilter(everything, 'language'), 'country'))).toEqual(['genres', 'years', 'rating', 'votes', 'runtime', 'people']);
    expect(withoutFilter(everything, 'genres')).toMatchObject({ genres: [], genreMatch: 'all', sort: 'rating' });
  });
});
