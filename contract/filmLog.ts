import * as z from 'zod/mini';
import { LoginRequestSchema } from './auth';
import { MovieSummarySchema } from './movies';
import { withoutNulCharacters } from './text';

/**
 * The film log (docs/API.md, "Film log"): diary, ratings, the person's own lists, sharing,
 * import, export and account deletion. zod/mini so the SPA can validate its forms and answers
 * with the server's rules; the server validates requests and answers with the same schemas.
 * A film the catalogue no longer has keeps its entry with `movie: null` (never an invented
 * card), so pages and counts stay true.
 */

// ---- Limits (the server enforces them; the SPA may show them) ----

export const NOTE_MAX_LENGTH = 500;
export const LIST_NAME_MAX_LENGTH = 100;
export const LIST_DESCRIPTION_MAX_LENGTH = 1000;
export const MAX_LISTS_PER_USER = 200;
export const MAX_MOVIES_PER_LIST = 5000;
export const MAX_DIARY_ENTRIES_PER_USER = 50_000;
/** GET /api/me/films/{movieId}/ answers at most this many viewings, newest first. */
export const MAX_WATCHED_PER_FILM = 50;
/** Diary, list and shared-list pages. */
export const FILM_LOG_PAGE_SIZE = 20;
/** Share tokens are 32 random bytes in base64url (256 bits). */
export const SHARE_TOKEN_LENGTH = 43;
export const SHARE_TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The earliest viewing date accepted: before the first public film screening nothing was watched. */
export const EARLIEST_WATCHED_ON = '1888-01-01';


// ---- Building blocks ----

const objectBody = { error: 'Invalid data. Expected a JSON object.' };

const IdSchema = z.int({ error: 'A valid integer is required.' }).check(
  z.gte(1, 'Ensure this value is greater than or equal to 1.'),
  z.lte(2_147_483_647, 'Ensure this value is less than or equal to 2147483647.'),
);

/** Half stars from 0.5 to 5. */
export const RatingSchema = z.number({ error: 'A valid number is required.' }).check(
  z.gte(0.5, 'Ensure this value is greater than or equal to 0.5.'),
  z.lte(5, 'Ensure this value is less than or equal to 5.'),
  z.multipleOf(0.5, 'Ratings go in half stars.'),
);
export const RATING_VALUES = [0.5, 1, 1.5, 2, 2.5, 3, 3.5, 4, 4.5, 5] as const;

/**
 * The latest calendar date anywhere on Earth (UTC+14): "today" for the person, whatever their
 * time zone, without the server knowing it.
 */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** A viewing date, 'YYYY-MM-DD', a real calendar day, not in the future. */
export const WatchedOnSchema = z.iso.date({ error: 'Enter a valid date (YYYY-MM-DD).' }).check(
  z.refine((day) => day >= EARLIEST_WATCHED_ON, `The date must be ${EARLIEST_WATCHED_ON} or later.`),
  z.refine((day) => day <= latestToday(), 'The date cannot be in the future.'),
);

const NoteSchema = z.string({ error: 'Not a valid string.' }).check(
  z.trim(),
  withoutNulCharacters(),
  z.maxLength(NOTE_MAX_LENGTH, `Ensure this field has no more than ${NOTE_MAX_LENGTH} characters.`),
);

const ListNameSchema = z.string({ error: 'Not a valid string.' }).check(
  z.trim(),
  withoutNulCharacters(),
  z.minLength(1, 'This field may not be blank.'),
  z.maxLength(LIST_NAME_MAX_LENGTH, `Ensure this field has no more than ${LIST_NAME_MAX_LENGTH} characters.`),
);

const ListDescriptionSchema = z.string({ error: 'Not a valid string.' }).check(
  z.trim(),
  withoutNulCharacters(),
  z.maxLength(LIST_DESCRIPTION_MAX_LENGTH, `Ensure this field has no more than ${LIST_DESCRIPTION_MAX_LENGTH} characters.`),
);

const PageSchema = z._default(
  z.coerce.number({ error: 'A valid integer is required.' }).check(
    z.int('A valid integer is required.'),
    z.gte(1, 'Ensure this value is greater than or equal to 1.'),
    z.lte(100_000, 'Ensure this value is less than or equal to 100000.'),
  ),
  1,
);

const YearSchema = z.coerce.number({ error: 'A valid integer is required.' }).check(
  z.int('A valid integer is required.'),
  z.gte(1888, 'Ensure this value is greater than or equal to 1888.'),
  z.lte(9999, 'Ensure this value is less than or equal to 9999.'),
);

const TimestampSchema = z.string();

/** The movie card the SPA already draws (contract/movies.ts), or null when the catalogue lost the film. */
const MovieCardSchema = z.nullable(MovieSummarySchema);

const paged = <T extends z.core.$ZodType>(item: T) =>
  z.object({ page: z.int(), results: z.array(item), total_pages: z.int(), total_results: z.int() });

// ---- Diary ----

export const DiaryEntrySchema = z.object({
  id: z.int(),
  movie_id: z.int(),
  movie: MovieCardSchema,
  watched_on: z.string(),
  rating: z.nullable(z.number()),
  note: z.nullable(z.string()),
  created_at: TimestampSchema,
});
export type DiaryEntry = z.infer<typeof DiaryEntrySchema>;

/** POST /api/me/diary/. `watched_on` defaults to today (server's UTC date); an empty note is no note. */
export const DiaryEntryCreateSchema = z.object(
  {
    movie_id: IdSchema,
    watched_on: z.optional(WatchedOnSchema),
    rating: z.optional(z.nullable(RatingSchema)),
    note: z.optional(z.nullable(NoteSchema)),
  },
  objectBody,
);
export type DiaryEntryCreate = z.infer<typeof DiaryEntryCreateSchema>;

/** PATCH /api/me/diary/{entryId}/: only the fields sent change; null clears rating or note. */
export const DiaryEntryUpdateSchema = z.object(
  {
    watched_on: z.optional(WatchedOnSchema),
    rating: z.optional(z.nullable(RatingSchema)),
    note: z.optional(z.nullable(NoteSchema)),
  },
  objectBody,
);
export type DiaryEntryUpdate = z.infer<typeof DiaryEntryUpdateSchema>;

export const DiaryQuerySchema = z.object({ page: PageSchema, year: z.optional(YearSchema) });
export type DiaryQuery = z.infer<typeof DiaryQuerySchema>;

/** Newest `watched_on` first, then the newest entry. */
export const DiaryPageSchema = paged(DiaryEntrySchema);
export type DiaryPage = z.infer<typeof DiaryPageSchema>;

// ---- Ratings and a film's state ----

/** PUT /api/me/ratings/{movieId}/: the film's current rating, apart from any viewing's. */
export const RatingRequestSchema = z.object({ rating: RatingSchema }, objectBody);
export type RatingRequest = z.infer<typeof RatingRequestSchema>;

export const MovieRatingSchema = z.object({ movie_id: z.int(), rating: z.number() });
export type MovieRating = z.infer<typeof MovieRatingSchema>;

/** GET /api/me/films/{movieId}/: what a film page shows of the person's log in one call. */
export const FilmStateSchema = z.object({
  movie_id: z.int(),
  rating: z.nullable(z.number()),
  watched: z.array(DiaryEntrySchema),
  list_ids: z.array(z.int()),
});
export type FilmState = z.infer<typeof FilmStateSchema>;

// ---- Stats ----

/** GET /api/me/stats/?year= (default: the server's current year). */
export const StatsQuerySchema = z.object({ year: z.optional(YearSchema) });
export type StatsQuery = z.infer<typeof StatsQuerySchema>;

/**
 * `films_this_year`: distinct films with a viewing in `year`; `total_films`: distinct films
 * ever logged; `by_month`: viewings (rewatches count) in each month of `year`, all twelve;
 * `by_decade` and `by_genre`: the year's distinct films by release decade and genre (a film
 * counts once per genre; films the catalogue lacks a date or genres for are left out);
 * `rating_histogram`: the films' current ratings, all ten half-star steps.
 */
export const StatsSchema = z.object({
  year: z.int(),
  films_this_year: z.int(),
  total_films: z.int(),
  by_month: z.array(z.object({ month: z.int(), count: z.int() })),
  by_decade: z.array(z.object({ decade: z.int(), count: z.int() })),
  by_genre: z.array(z.object({ genre_id: z.int(), count: z.int() })),
  rating_histogram: z.array(z.object({ rating: z.number(), count: z.int() })),
});
export type Stats = z.infer<typeof StatsSchema>;

// ---- The person's own lists ----

export const ListSummarySchema = z.object({
  id: z.int(),
  name: z.string(),
  description: z.string(),
  movie_count: z.int(),
  position: z.int(),
  shared: z.boolean(),
  updated_at: TimestampSchema,
});
export type ListSummary = z.infer<typeof ListSummarySchema>;

export const ListsSchema = z.object({ results: z.array(ListSummarySchema) });
export type Lists = z.infer<typeof ListsSchema>;

export const ListCreateSchema = z.object(
  { name: ListNameSchema, description: z.optional(ListDescriptionSchema) },
  objectBody,
);
export type ListCreate = z.infer<typeof ListCreateSchema>;

export const ListUpdateSchema = z.object(
  { name: z.optional(ListNameSchema), description: z.optional(ListDescriptionSchema) },
  objectBody,
);
export type ListUpdate = z.infer<typeof ListUpdateSchema>;

/** PUT /api/me/lists/order/: the lists named come first in this order; the rest keep theirs after them. */
export const ListOrderSchema = z.object(
  { list_ids: z.array(IdSchema).check(z.maxLength(MAX_LISTS_PER_USER, `Ensure this field has no more than ${MAX_LISTS_PER_USER} elements.`)) },
  objectBody,
);
export type ListOrder = z.infer<typeof ListOrderSchema>;

/** PUT /api/me/lists/{listId}/movies/order/: the films named come first in this order; the rest keep theirs. */
export const ListMovieOrderSchema = z.object(
  { movie_ids: z.array(IdSchema).check(z.maxLength(MAX_MOVIES_PER_LIST, `Ensure this field has no more than ${MAX_MOVIES_PER_LIST} elements.`)) },
  objectBody,
);
export type ListMovieOrder = z.infer<typeof ListMovieOrderSchema>;

export const ListPageQuerySchema = z.object({ page: PageSchema });

export const ListMovieSchema = z.object({
  movie_id: z.int(),
  movie: MovieCardSchema,
  position: z.int(),
  added_at: TimestampSchema,
});
export type ListMovie = z.infer<typeof ListMovieSchema>;

/** GET /api/me/lists/{listId}/: the list and one page of its films in list order. */
export const ListPageSchema = z.object({
  list: ListSummarySchema,
  page: z.int(),
  results: z.array(ListMovieSchema),
  total_pages: z.int(),
  total_results: z.int(),
});
export type ListPage = z.infer<typeof ListPageSchema>;

/** POST /api/me/lists/{listId}/share/: `path` is the SPA's page for the link, '/shared/<token>'. */
export const ShareLinkSchema = z.object({ token: z.string(), path: z.string() });
export type ShareLink = z.infer<typeof ShareLinkSchema>;

/** GET /api/shared-lists/{token}/ (public): the list, nothing about its owner. */
export const SharedListPageSchema = z.object({
  list: z.object({ name: z.string(), description: z.string(), movie_count: z.int() }),
  page: z.int(),
  results: z.array(ListMovieSchema),
  total_pages: z.int(),
  total_results: z.int(),
});
export type SharedListPage = z.infer<typeof SharedListPageSchema>;

// ---- Account deletion ----

/**
 * DELETE /api/me/: the password, checked like login's; for an account without one (a sign-in
 * provider created it), the account's e-mail address, typed as confirmation.
 */
export const DeleteAccountRequestSchema = z.object({ password: LoginRequestSchema.shape.password }, objectBody);
export type DeleteAccountRequest = z.infer<typeof DeleteAccountRequestSchema>;

// ---- Export (the JSON files in the ZIP; the CSVs follow Letterboxd's columns) ----

/** A film as the export names it: the id and, where the catalogue still has it, title and year. */
const ExportedFilmSchema = z.object({
  movie_id: z.int(),
  title: z.nullable(z.string()),
  year: z.nullable(z.int()),
});

export const ExportAccountSchema = z.object({ email: z.string(), created: TimestampSchema });
export type ExportAccount = z.infer<typeof ExportAccountSchema>;

/** favorites.json and watchlist.json, newest first. */
export const ExportMovieListSchema = z.array(z.extend(ExportedFilmSchema, { added_at: TimestampSchema }));
export type ExportMovieList = z.infer<typeof ExportMovieListSchema>;

export const ExportFavoriteActorsSchema = z.array(
  z.object({ person_id: z.int(), name: z.nullable(z.string().check(withoutNulCharacters())), added_at: TimestampSchema }),
);
export type ExportFavoriteActors = z.infer<typeof ExportFavoriteActorsSchema>;

export const ExportDiarySchema = z.array(
  z.extend(ExportedFilmSchema, {
    watched_on: z.string(),
    rating: z.nullable(z.number()),
    note: z.nullable(z.string()),
    created_at: TimestampSchema,
  }),
);
export type ExportDiary = z.infer<typeof ExportDiarySchema>;

export const ExportRatingsSchema = z.array(z.extend(ExportedFilmSchema, { rating: z.number() }));
export type ExportRatings = z.infer<typeof ExportRatingsSchema>;

/** lists.json: the lists in their order, each with its films in list order. */
export const ExportListsSchema = z.array(
  z.object({
    name: z.string(),
    description: z.string(),
    movies: z.array(ExportedFilmSchema),
  }),
);
export type ExportLists = z.infer<typeof ExportListsSchema>;
