import { http, HttpResponse } from 'msw';

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
  http.get('*/api/obtener-foto-de-perfil/', () => HttpResponse.json({ profile_picture: profileState.picture })),
  http.post('*/api/actualizar-foto-de-perfil/', async ({ request }) => {
    const photo = (await request.formData()).get('photo');
    // Undici's File is not jsdom's, so instanceof cannot tell; a text field comes back as a string.
    if (photo === null || typeof photo === 'string') return HttpResponse.json({ photo: ['No file was submitted.'] }, { status: 400 });
    profileState.uploads += 1;
    profileState.picture = `http://localhost/api/profile-picture/1/v${profileState.uploads}.webp`;
    return HttpResponse.json({ profile_picture: profileState.picture });
  }),
];
