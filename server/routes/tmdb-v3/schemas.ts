import { z } from 'zod';
import { MoviePageSchema, MovieSummarySchema, pagedSchema } from '../../../contract/movies';
import { PersonMovieCreditsSchema, PersonSearchResultSchema } from '../../../contract/people';

/** The /3 answers the SPA does not read, in TMDB v3's shapes (only the fields this server fills). */

const externalId = z.string().nullable();

export const MovieExternalIdsSchema = z.object({
  id: z.number().int(),
  imdb_id: externalId,
  freebase_mid: externalId.describe('The Freebase id the CMU Movie Summary Corpus gives the film'),
  wikidata_id: externalId,
  facebook_id: externalId,
  instagram_id: externalId,
  twitter_id: externalId,
});

export const PersonExternalIdsSchema = z.object({
  id: z.number().int(),
  freebase_mid: externalId,
  freebase_id: externalId,
  imdb_id: externalId,
  tvrage_id: externalId,
  wikidata_id: externalId,
  facebook_id: externalId,
  instagram_id: externalId,
  tiktok_id: externalId,
  twitter_id: externalId,
  youtube_id: externalId,
});

/** One image; an imported film's TMDB poster has no known size here (null). */
const ImageSchema = z.object({
  aspect_ratio: z.number().nullable(),
  file_path: z.string(),
  height: z.number().int().nullable(),
  iso_639_1: z.string().nullable(),
  vote_average: z.number(),
  vote_count: z.number().int(),
  width: z.number().int().nullable(),
});

export const MovieImagesSchema = z.object({
  id: z.number().int(),
  backdrops: z.array(ImageSchema),
  logos: z.array(ImageSchema),
  posters: z.array(ImageSchema),
});

export const PersonImagesSchema = z.object({ id: z.number().int(), profiles: z.array(ImageSchema) });

export const VideosSchema = z.object({
  id: z.number().int(),
  results: z.array(
    z.object({
      id: z.string(),
      iso_639_1: z.string(),
      iso_3166_1: z.string(),
      key: z.string(),
      name: z.string(),
      official: z.boolean(),
      published_at: z.string(),
      site: z.string(),
      size: z.number().int(),
      type: z.string(),
    }),
  ),
});

export const KeywordsSchema = z.object({ id: z.number().int(), keywords: z.array(z.object({ id: z.number().int(), name: z.string() })) });

export const ReleaseWindowPageSchema = MoviePageSchema.extend({ dates: z.object({ maximum: z.string(), minimum: z.string() }) });

const MovieHitSchema = MovieSummarySchema.extend({ media_type: z.literal('movie') });
const PersonHitSchema = PersonSearchResultSchema.extend({ media_type: z.literal('person') });

export const MultiSearchPageSchema = pagedSchema(z.discriminatedUnion('media_type', [MovieHitSchema, PersonHitSchema]));

const credits = PersonMovieCreditsSchema.shape;
export const CombinedCreditsSchema = z.object({
  id: z.number().int(),
  cast: z.array(credits.cast.element.extend({ media_type: z.literal('movie') })),
  crew: z.array(credits.crew.element.extend({ media_type: z.literal('movie') })),
});

/** What an id of another database names: films only here (the catalogue keeps no series, nor people's ids elsewhere). */
export const FindResultsSchema = z.object({
  movie_results: z.array(MovieHitSchema),
  person_results: z.array(PersonHitSchema),
  tv_results: z.array(z.never()),
  tv_episode_results: z.array(z.never()),
  tv_season_results: z.array(z.never()),
});
