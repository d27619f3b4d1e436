import * as z from 'zod/mini';
import { productApi } from '../../api/productApi';
import { getRuntimeConfig } from '../../config/runtimeConfig';
import type { RootState } from '../../app/store';
import { authApi } from '../auth';

export const ProfilePictureSchema = z.object({ profile_picture: z.nullable(z.string()) });
export type ProfilePicture = z.infer<typeof ProfilePictureSchema>;

export const PHOTO_MAX_BYTES = 5 * 1024 * 1024;
export const PHOTO_TYPES = ['image/jpeg', 'image/png', 'image/webp', 'image/gif'] as const;

export type PhotoProblem = 'fileTooLarge' | 'fileWrongType';

/** The server checks the bytes too; this spares a doomed upload and says why at once. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!(PHOTO_TYPES as readonly string[]).includes(file.type)) return 'fileWrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The server may answer with a path; a CDN-hosted SPA must still load it from the API host. */
export function pictureSrc(url: string): string {
  return url.startsWith('/') ? `${getRuntimeConfig().apiBaseUrl}${url}` : url;
}

/** The server's reason for a refused upload: {"detail": "..."} or {"photo": ["..."]}. */
export function uploadErrorReason(error: unknown): string | null {
  const data = (error as { data?: unknown } | undefined)?.data as { detail?: unknown; photo?: unknown } | undefined;
  if (typeof data?.detail === 'string') return data.detail;
  if (Array.isArray(data?.photo) && typeof data.photo[0] === 'string') return data.photo[0];
  return null;
}

export const profileApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    profilePicture: build.query<ProfilePicture, void>({
      query: () => '/api/obtener-foto-de-perfil/',
      transformResponse: (response: unknown) => ProfilePictureSchema.parse(response),
      providesTags: ['ProfilePicture'],
    }),
    uploadProfilePicture: build.mutation<ProfilePicture, File>({
      query: (photo) => {
        const body = new FormData();
        body.append('photo', photo);
        return { url: '/api/actualizar-foto-de-perfil/', method: 'POST', body };
      },
      transformResponse: (response: unknown) => ProfilePictureSchema.parse(response),
      async onQueryStarted(_photo, { dispatch, getState, queryFulfilled }) {
        const { data } = await queryFulfilled.catch(() => ({ data: null }));
        if (!data) return;
        dispatch(profileApi.util.upsertQueryData('profilePicture', undefined, data));
        // The session user feeds the header: an upsert of currentUser updates it without a refetch.
        const { user } = (getState() as RootState).session;
        if (user) dispatch(authApi.util.upsertQueryData('currentUser', undefined, { ...user, profile_picture: data.profile_picture }));
      },
    }),
  }),
});

export const { useProfilePictureQuery, useUploadProfilePictureMutation } = profileApi;
