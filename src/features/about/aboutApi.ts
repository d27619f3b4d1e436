import * as z from 'zod/mini';
import { apiPath } from '../../../contract/apiPaths';
import { HEALTH_PATH } from '../../../contract/healthPaths';
import { productApi } from '../../api/productApi';
import type { AppDispatch } from '../../app/store';

/** The part of /api/health/ the about page reads: where the films come from. */
const CatalogueSourceSchema = z.object({ source: z.enum(['embedded', 'tmdb']) });
type CatalogueSource = z.infer<typeof CatalogueSourceSchema>;

export const aboutApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    catalogueSource: build.query<CatalogueSource, void>({
      query: () => apiPath(HEALTH_PATH),
      responseSchema: CatalogueSourceSchema,
    }),
  }),
});

export const { useCatalogueSourceQuery } = aboutApi;

/** Asks where the films come from, before a page that says so renders (the film page's loader). */
export function prefetchCatalogueSource(dispatch: AppDispatch): void {
  void dispatch(aboutApi.util.prefetch('catalogueSource', undefined, {}));
}
