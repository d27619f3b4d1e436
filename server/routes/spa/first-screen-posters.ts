import fs from 'node:fs';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { z } from 'zod';
import { discoverQuery, filtersFromSearch } from '../../../contract/discoverFilters';
import { filmography, groupByYear } from '../../../contract/filmography';
import { pageFromSearch, type PosterSource } from '../../../contract/firstScreen';
import { MOVIE_DB_LANGUAGE } from '../../../contract/language';
import { POSTER_FILE, POSTER_SIZES } from '../../../contract/movies';
import { PersonMovieCreditsSchema } from '../../../contract/people';
import type { MovieSource } from '../../movies/movie-source';
import { DiscoverQuerySchema, discoverRequest, PopularQuerySchema, parseId } from '../../movies/request-schemas';

/**
 * The posters of a skeleton's first screen, put into its HTML by the server. On a film page, a
 * person's page, the popular page and Discover the largest thing on the first screen is a
 * poster, which the app can only show once its scripts have run and the page's answer has
 * come: 2.5 to 3.2 s on a phone over slow 4G (docs/PERFORMANCE.md). Filled into the
 * prerendered skeleton's empty poster slots, they load with the HTML instead. The app reads
 * them back before it renders over the HTML, so its skeleton keeps them until the page's own
 * cards and facts show the same images (src/features/catalogue, serverPosters.ts). No React on
 * the server: a lookup the page's own request then finds cached, and a string replace.
 */

/** A lookup that takes longer (an upstream TMDB) is left out: the page then paints its skeleton as before. */
const LOOKUP_BUDGET_MS = 300;

/** A poster path the HTML may carry: a TMDB image or a generated poster, as the images route serves them. */
const isPosterPath = (value: string | null): value is string => value !== null && value.startsWith('/') && POSTER_FILE.test(value.slice(1));

const PosterOf = z.object({ poster_path: z.string().nullable() });
const PostersOf = z.object({ results: z.array(PosterOf) });

export interface PosterRequest {
  source: PosterSource;
  /** The path's first parameter (the film id of /movie/:id, the person id of /person/:id). */
  param: string | undefined;
  /** The URL's query, as the app reads its ?page=. */
  search: URLSearchParams;
  /** The page's language as the app asks the catalogue in it (en-US, es-ES). */
  apiLanguage: string;
}

async function lookUp(movies: MovieSource, { source, param, search, apiLanguage }: PosterRequest): Promise<(string | null)[]> {
  if (source === 'film') {
    const id = parseId(param ?? '');
    if (id === null) return [];
    return [PosterOf.parse(JSON.parse((await movies.details(id, apiLanguage)).body)).poster_path];
  }
  if (source === 'person') {
    const id = parseId(param ?? '');
    if (id === null) return [];
    const credits = PersonMovieCreditsSchema.parse(JSON.parse((await movies.personMovieCredits(id, apiLanguage)).body));
    // The skeleton lays out one year: the later years' films have other places on the page.
    const [newestYear] = groupByYear(filmography(credits));
    return newestYear?.credits.map(({ film }) => film.poster_path) ?? [];
  }
  if (source === 'discover') {
    // The app's question, from the same URL, asked as its request asks it (in the movie database's language).
    const asked = discoverQuery(filtersFromSearch(search), pageFromSearch(search));
    const query = DiscoverQuerySchema.safeParse({ ...Object.fromEntries(Object.entries(asked).map(([name, value]) => [name, String(value)])), language: MOVIE_DB_LANGUAGE });
    if (!query.success) return [];
    return PostersOf.parse(JSON.parse((await movies.discover(discoverRequest(query.data))).body)).results.map(({ poster_path }) => poster_path);
  }
  const query = PopularQuerySchema.safeParse({ page: String(pageFromSearch(search)), language: apiLanguage });
  if (!query.success) return [];
  return PostersOf.parse(JSON.parse((await movies.popular(query.data)).body)).results.map(({ poster_path }) => poster_path);
}

/**
 * Slot number → poster path for the request, nothing when the catalogue has none, does not know
 * the film or is slow. Never throws: the page is sent either way.
 */
export async function firstScreenPosters(movies: MovieSource, request: PosterRequest): Promise<Map<number, string>> {
  const found = await Promise.race([lookUp(movies, request).catch(() => []), sleep(LOOKUP_BUDGET_MS, [], { ref: false })]);
  return new Map(found.flatMap((posterPath, slot) => (isPosterPath(posterPath) ? [[slot, posterPath] as const] : [])));
}

const escapeAttribute = (value: string) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/** An empty poster slot as SkeletonPoster renders it: its attributes, whatever their order. */
const EMPTY_SLOT = /<div ([^>]*\bdata-poster-slot="(\d+)"[^>]*)><\/div>/g;

/**
 * The HTML with each numbered slot that has a poster holding its <img>, as SkeletonPoster
 * renders a filled slot (the slot's CSS styles both). The image's size is the slot's; the first
 * screenful's load at once and first, the rest lazily.
 */
export function fillPosterSlots(html: string, posters: ReadonlyMap<number, string>, imageBaseUrl: string): string {
  if (posters.size === 0) return html;
  return html.replace(EMPTY_SLOT, (slotHtml, attributes: string, slot: string) => {
    const posterPath = posters.get(Number(slot));
    const size = /\bdata-poster-size="([a-z0-9]+)"/.exec(attributes)?.[1];
    if (!posterPath || !size || !(POSTER_SIZES as readonly string[]).includes(size)) return slotHtml;
    const eager = /\bdata-poster-eager="true"/.test(attributes);
    const src = escapeAttribute(`${imageBaseUrl}/${size}${posterPath}`);
    const loading = eager ? 'loading="eager" fetchpriority="high"' : 'loading="lazy" fetchpriority="auto"';
    return `<div ${attributes}><img src="${src}" alt="" data-poster-path="${escapeAttribute(posterPath)}" ${loading}></div>`;
  });
}

/** Where the built SPA finds its images (config.json's imageBaseUrl, as the app reads it), /images by default. */
export function imageBaseUrlOf(root: string): string {
  try {
    const config = z.object({ imageBaseUrl: z.string().max(500).optional() }).parse(JSON.parse(fs.readFileSync(path.join(root, 'config.json'), 'utf8')));
    return config.imageBaseUrl ?? '/images';
  } catch {
    return '/images';
  }
}
