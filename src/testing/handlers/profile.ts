import { http, HttpResponse, type PathParams } from 'msw';
import type { FieldErrors } from '../../../contract/errors';
import { fieldErrors } from './errors';
import { PHOTO_FIELD, type PhotoUploaded, type ProfilePicture } from '../../../contract/photo';

/**
 * The profile photo part of the API contract, in memory. Tests that upload call
 * resetProfileState() in beforeEach.
 */
export const profileState = {
  picture: null as string | null,
  uploads: 0,
};

export function resetProfileState(): void {
  profileState.picture = null;
  profileState.uploads = 0;
}

export const profileHandlers = [
  http.get('*/api/obtener-foto-de-perfil/', () => HttpResponse.json<ProfilePicture>({ profile_picture: profileState.picture })),
  http.post<PathParams, FormData, PhotoUploaded | FieldErrors>('*/api/actualizar-foto-de-perfil/', async ({ request }) => {
    const photo = (await request.formData()).get(PHOTO_FIELD);
    // Undici's File is not jsdom's, so instanceof cannot tell; a text field comes back as a string.
    if (photo === null || typeof photo === 'string') {
      return fieldErrors({ [PHOTO_FIELD]: [['photo_missing']] });
    }
    profileState.uploads += 1;
    // As server/profile/photo-url.ts: a path on the API host, a new version per upload.
    const uploaded = `/api/me/photo/${profileState.uploads}.webp`;
    profileState.picture = uploaded;
    return HttpResponse.json({ profile_picture: uploaded });
  }),
];
