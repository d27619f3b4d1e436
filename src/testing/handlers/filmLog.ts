import { http, HttpResponse } from 'msw';
import type * as z from 'zod/mini';
import {
  DeleteAccountRequestSchema,
  type DiaryEntry,
  DiaryEntryCreateSchema,
  type DiaryPage,
  DiaryEntryUpdateSchema,
  type FilmState,
  FILM_LOG_PAGE_SIZE,
  ListCreateSchema,
  ListMovieOrderSchema,
  ListOrderSchema,
  type ListPage,
  type Lists,
  type ListSummary,
  ListUpdateSchema,
  MAX_WATCHED_PER_FILM,
  RATING_VALUES,
  RatingRequestSchema,
  type SharedListPage,
  type ShareLink,
  type Stats,
} from '../../../contract/filmLog';
import type { MovieSummary } from '../../../contract/movies';
import { authState, testUser } from './auth';
import { catalogue } from './movies';

/**
 * The film log part of the API contract (contract/filmLog.ts, docs/API.md) over one person's
 * log in memory: requests are checked with the contract's schemas, answers built from the
 * state. Tests call resetFilmLogState() in beforeEach; seed it through the same routes or by
 * pushing to `filmLogState`.
 */
interface StoredList {
  id: number;
  name: string;
  description: string;
  updated_at: string;
  token: string | null;
  /** Movie ids in list order, with when each was added. */
  entries: { movie_id: number; added_at: string }[];
}

export const filmLogState = {
  nextId: 1,
  diary: [] as DiaryEntry[],
  ratings: new Map<number, number>(),
  lists: [] as StoredList[],
  /** The day the fake server calls today. */
  today: '2026-11-23',
};

export function resetFilmLogState(): void {
  filmLogState.nextId = 1;
  filmLogState.diary = [];
  filmLogState.ratings = new Map();
  filmLogState.lists = [];
  filmLogState.today = '2026-11-23';
}

const movieOf = (id: number): MovieSummary | undefined => catalogue.find((movie) => movie.id === id);
const now = () => new Date().toISOString();
const noContent = () => new HttpResponse(null, { status: 204 });
const notFound = (what: string) => HttpResponse.json({ detail: `${what} not found.` }, { status: 404 });

/** The field errors the server sends for a body its schema refuses (contract/errors.ts). */
function invalid(error: z.core.$ZodError) {
  const fields: Record<string, string[]> = {};
  for (const issue of error.issues) (fields[issue.path.join('.') || 'detail'] ??= []).push(issue.message);
  return HttpResponse.json(fields, { status: 400 });
}

const byNewest = (a: DiaryEntry, b: DiaryEntry) => b.watched_on.localeCompare(a.watched_on) || b.id - a.id;

function paged<T>(items: T[], page: number) {
  return {
    page,
    results: items.slice((page - 1) * FILM_LOG_PAGE_SIZE, page * FILM_LOG_PAGE_SIZE),
    total_pages: Math.max(1, Math.ceil(items.length / FILM_LOG_PAGE_SIZE)),
    total_results: items.length,
  };
}
const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page') ?? '1');

function summary(list: StoredList): ListSummary {
  return {
    id: list.id,
    name: list.name,
    description: list.description,
    movie_count: list.entries.length,
    position: filmLogState.lists.indexOf(list) + 1,
    shared: list.token !== null,
    updated_at: list.updated_at,
  };
}

const listMovies = (list: StoredList) =>
  list.entries.map((entry, index) => ({ movie_id: entry.movie_id, movie: movieOf(entry.movie_id) ?? null, position: index + 1, added_at: entry.added_at }));

const findList = (id: unknown) => filmLogState.lists.find((list) => list.id === Number(id));

/** The ids named come first in that order, the rest keep theirs after them (as the server does). */
function reorder<T>(items: T[], idOf: (item: T) => number, ids: number[]): T[] {
  const named = ids.flatMap((id) => items.filter((item) => idOf(item) === id));
  return [...named, ...items.filter((item) => !named.includes(item))];
}

function stats(year: number): Stats {
  const inYear = filmLogState.diary.filter((entry) => entry.watched_on.startsWith(`${year}-`));
  const films = [...new Set(inYear.map((entry) => entry.movie_id))].flatMap((id) => movieOf(id) ?? []);
  const count = <K>(keys: K[]) => [...new Map(keys.map((key) => [key, keys.filter((other) => other === key).length])).entries()];
  const decades = films.filter((film) => film.release_date).map((film) => Math.floor(Number(film.release_date.slice(0, 4)) / 10) * 10);
  const ratings = [...filmLogState.ratings.values()];
  return {
    year,
    films_this_year: films.length,
    total_films: new Set(filmLogState.diary.map((entry) => entry.movie_id)).size,
    by_month: Array.from({ length: 12 }, (_, index) => ({
      month: index + 1,
      count: inYear.filter((entry) => Number(entry.watched_on.slice(5, 7)) === index + 1).length,
    })),
    by_decade: count(decades)
      .map(([decade, n]) => ({ decade, count: n }))
      .sort((a, b) => a.decade - b.decade),
    by_genre: count(films.flatMap((film) => film.genre_ids))
      .map(([genre_id, n]) => ({ genre_id, count: n }))
      .sort((a, b) => b.count - a.count),
    rating_histogram: RATING_VALUES.map((rating) => ({ rating, count: ratings.filter((value) => value === rating).length })),
  };
}

export const filmLogHandlers = [
  http.get('*/api/me/films/:movieId/', ({ params }) => {
    const movieId = Number(params.movieId);
    if (!movieOf(movieId)) return notFound('Movie');
    return HttpResponse.json<FilmState>({
      movie_id: movieId,
      rating: filmLogState.ratings.get(movieId) ?? null,
      watched: filmLogState.diary.filter((entry) => entry.movie_id === movieId).sort(byNewest).slice(0, MAX_WATCHED_PER_FILM),
      list_ids: filmLogState.lists.filter((list) => list.entries.some((entry) => entry.movie_id === movieId)).map((list) => list.id),
    });
  }),
  http.get('*/api/me/diary/', ({ request }) => HttpResponse.json<DiaryPage>(paged([...filmLogState.diary].sort(byNewest), pageOf(request)))),
  http.post('*/api/me/diary/', async ({ request }) => {
    const parsed = DiaryEntryCreateSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const movie = movieOf(parsed.data.movie_id);
    if (!movie) return notFound('Movie');
    const entry: DiaryEntry = {
      id: filmLogState.nextId++,
      movie_id: movie.id,
      movie,
      watched_on: parsed.data.watched_on ?? filmLogState.today,
      rating: parsed.data.rating ?? null,
      note: parsed.data.note || null,
      created_at: now(),
    };
    filmLogState.diary.push(entry);
    return HttpResponse.json(entry, { status: 201 });
  }),
  http.patch('*/api/me/diary/:entryId/', async ({ params, request }) => {
    const entry = filmLogState.diary.find((candidate) => candidate.id === Number(params.entryId));
    if (!entry) return notFound('Entry');
    const parsed = DiaryEntryUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const { watched_on, rating, note } = parsed.data;
    if (watched_on !== undefined) entry.watched_on = watched_on;
    if (rating !== undefined) entry.rating = rating;
    if (note !== undefined) entry.note = note || null;
    return HttpResponse.json(entry);
  }),
  http.delete('*/api/me/diary/:entryId/', ({ params }) => {
    const before = filmLogState.diary.length;
    filmLogState.diary = filmLogState.diary.filter((entry) => entry.id !== Number(params.entryId));
    return filmLogState.diary.length < before ? noContent() : notFound('Entry');
  }),
  http.put('*/api/me/ratings/:movieId/', async ({ params, request }) => {
    const movieId = Number(params.movieId);
    if (!movieOf(movieId)) return notFound('Movie');
    const parsed = RatingRequestSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    filmLogState.ratings.set(movieId, parsed.data.rating);
    return HttpResponse.json({ movie_id: movieId, rating: parsed.data.rating });
  }),
  http.delete('*/api/me/ratings/:movieId/', ({ params }) => {
    filmLogState.ratings.delete(Number(params.movieId));
    return noContent();
  }),
  http.get('*/api/me/stats/', ({ request }) =>
    HttpResponse.json(stats(Number(new URL(request.url).searchParams.get('year') ?? filmLogState.today.slice(0, 4)))),
  ),

  http.get('*/api/me/lists/', () => HttpResponse.json<Lists>({ results: filmLogState.lists.map(summary) })),
  http.post('*/api/me/lists/', async ({ request }) => {
    const parsed = ListCreateSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    const list: StoredList = { id: filmLogState.nextId++, name: parsed.data.name, description: parsed.data.description ?? '', updated_at: now(), token: null, entries: [] };
    filmLogState.lists.push(list);
    return HttpResponse.json(summary(list), { status: 201 });
  }),
  http.put('*/api/me/lists/order/', async ({ request }) => {
    const parsed = ListOrderSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    filmLogState.lists = reorder(filmLogState.lists, (list) => list.id, parsed.data.list_ids);
    return noContent();
  }),
  http.get('*/api/me/lists/:listId/', ({ params, request }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    return HttpResponse.json<ListPage>({ list: summary(list), ...paged(listMovies(list), pageOf(request)) });
  }),
  http.patch('*/api/me/lists/:listId/', async ({ params, request }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    const parsed = ListUpdateSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    list.name = parsed.data.name ?? list.name;
    list.description = parsed.data.description ?? list.description;
    list.updated_at = now();
    return HttpResponse.json(summary(list));
  }),
  http.delete('*/api/me/lists/:listId/', ({ params }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    filmLogState.lists = filmLogState.lists.filter((candidate) => candidate !== list);
    return noContent();
  }),
  http.put('*/api/me/lists/:listId/movies/order/', async ({ params, request }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    const parsed = ListMovieOrderSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    list.entries = reorder(list.entries, (entry) => entry.movie_id, parsed.data.movie_ids);
    return noContent();
  }),
  http.put('*/api/me/lists/:listId/movies/:movieId/', ({ params }) => {
    const list = findList(params.listId);
    const movieId = Number(params.movieId);
    if (!list) return notFound('List');
    if (!movieOf(movieId)) return notFound('Movie');
    if (!list.entries.some((entry) => entry.movie_id === movieId)) list.entries.push({ movie_id: movieId, added_at: now() });
    return noContent();
  }),
  http.delete('*/api/me/lists/:listId/movies/:movieId/', ({ params }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    list.entries = list.entries.filter((entry) => entry.movie_id !== Number(params.movieId));
    return noContent();
  }),
  http.post('*/api/me/lists/:listId/share/', ({ params }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    list.token ??= `${'t'.repeat(36)}${String(list.id).padStart(7, '0')}`;
    return HttpResponse.json<ShareLink>({ token: list.token, path: `/shared/${list.token}` });
  }),
  http.delete('*/api/me/lists/:listId/share/', ({ params }) => {
    const list = findList(params.listId);
    if (!list) return notFound('List');
    list.token = null;
    return noContent();
  }),
  http.get('*/api/shared-lists/:token/', ({ params, request }) => {
    const list = filmLogState.lists.find((candidate) => candidate.token !== null && candidate.token === params.token);
    if (!list) return notFound('List');
    return HttpResponse.json<SharedListPage>({
      list: { name: list.name, description: list.description, movie_count: list.entries.length },
      ...paged(listMovies(list), pageOf(request)),
    });
  }),

  http.delete('*/api/me/', async ({ request }) => {
    const parsed = DeleteAccountRequestSchema.safeParse(await request.json());
    if (!parsed.success) return invalid(parsed.error);
    if (parsed.data.password !== testUser.password) return HttpResponse.json({ password: ['Wrong password.'] }, { status: 400 });
    authState.users = authState.users.filter((user) => user.pk !== testUser.pk);
    authState.signedIn = null;
    resetFilmLogState();
    return noContent();
  }),
];
