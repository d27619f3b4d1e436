import {
  PHOTO_ACCEPTED_TYPES,
  PHOTO_FIELD,
  PHOTO_MAX_BYTES,
  type PhotoUploaded,
  PhotoUploadedSchema,
  type ProfilePicture,
  ProfilePictureSchema,
} from '../../../contract/photo';
import { apiPath } from '../../../contract/apiPaths';
import { PROFILE_PHOTO_PATHS } from '../../../contract/profilePaths';
import { errorText } from '../../api/errorBody';
import type { ServerErrorTexts } from '../../api/serverErrors/loadServerErrorTexts';
import { productApi } from '../../api/productApi';
import type { RootState } from '../../app/store';
import { authApi } from '../../features/auth';

export type PhotoProblem = 'fileTooLarge' | 'fileWrongType';

/** The server checks the bytes too; this spares a doomed upload and says why at once. */
export function photoProblem(file: File): PhotoProblem | null {
  if (!(PHOTO_ACCEPTED_TYPES as readonly string[]).includes(file.type)) return 'fileWrongType';
  if (file.size > PHOTO_MAX_BYTES) return 'fileTooLarge';
  return null;
}

/** The server's reason for a refused upload ({"detail": "..."} or {"photo": ["..."]}), in the reader's words once `texts` are here. */
export function uploadErrorReason(error: unknown, texts: ServerErrorTexts | null): string | null {
  return texts ? texts.describe(error, [PHOTO_FIELD]) : errorText(error, ['detail', PHOTO_FIELD]);
}

export const profileApi = productApi.injectEndpoints({
  endpoints: (build) => ({
    profilePicture: build.query<ProfilePicture, void>({
      query: () => apiPath(PROFILE_PHOTO_PATHS.read),
      responseSchema: ProfilePictureSchema,
    }),
    uploadProfilePicture: build.mutation<PhotoUploaded, File>({
      query: (photo) => {
        const body = new FormData();
        body.append(PHOTO_FIELD, photo);
        return { url: apiPath(PROFILE_PHOTO_PATHS.upload), method: 'POST', body };
      },
      responseSchema: PhotoUploadedSchema,
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
