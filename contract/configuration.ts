import { z } from 'zod';

/**
 * TMDB's configuration lists, /3/configuration/languages and /3/configuration/countries, shared
 * by the server and the SPA (Discover offers what they list).
 */

export const LanguageListSchema = z.array(z.object({ iso_639_1: z.string(), english_name: z.string(), name: z.string() }));
export type LanguageList = z.infer<typeof LanguageListSchema>;

export const CountryListSchema = z.array(z.object({ iso_3166_1: z.string(), english_name: z.string(), native_name: z.string() }));
export type CountryList = z.infer<typeof CountryListSchema>;
