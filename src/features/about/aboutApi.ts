import * as z from 'zod/mini';
import { productApi } from '../../api/productApi';

/** The part of /api/health/ the about page reads: where the films come from. */
const CatalogueSourceSchema = z.object({ source: z.enum(['embedded', 'tmdb']) });
type CatalogueSource = z.infer<typeof CatalogueSourceSchema>;

export const aboutApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    catalogueSource: build.query<CatalogueSource, void>({
      query: () => '/api/health/',
      responseSchema: CatalogueSourceSchema,
    }),
  }),
});

export const { useCatalogueSourceQuery } = aboutApi;
