import { apiPath } from '../../../contract/apiPaths';
import { SIGN_IN_PROVIDER_SETTINGS_PATHS } from '../../../contract/profilePaths';
import { type AccountSignIns, AccountSignInsSchema, LinkStartSchema } from '../../../contract/signInProviders';
import { productApi } from '../../api/productApi';

/** Account Settings' sign-in providers (docs/API.md): which are linked, linking one, removing one. */
export const signInProvidersApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    accountSignIns: build.query<AccountSignIns, void>({
      query: () => apiPath(SIGN_IN_PROVIDER_SETTINGS_PATHS.list),
      transformResponse: (body: unknown) => AccountSignInsSchema.parse(body),
      providesTags: ['AccountSignIns'],
    }),
    /** Where to send the browser: the provider, which sends it back to the profile once linked. */
    linkProvider: build.mutation<string, string>({
      query: (provider) => ({ url: apiPath(SIGN_IN_PROVIDER_SETTINGS_PATHS.link, { provider }), method: 'POST' }),
      transformResponse: (body: unknown) => LinkStartSchema.parse(body).url,
    }),
    unlinkProvider: build.mutation<void, string>({
      query: (provider) => ({ url: apiPath(SIGN_IN_PROVIDER_SETTINGS_PATHS.unlink, { provider }), method: 'DELETE' }),
      invalidatesTags: ['AccountSignIns'],
    }),
  }),
});

export const { useAccountSignInsQuery, useLinkProviderMutation, useUnlinkProviderMutation } = signInProvidersApi;
