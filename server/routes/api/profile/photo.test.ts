import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { cookieOf, createAccount, login } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

const INVALID_IMAGE = { photo: ['Upload a valid image: JPEG, PNG, WebP or GIF.'] };
const PHOTO_URL = /^\/api\/me\/photo\/\d+\.webp$/;

const solid = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 200, g: 40, b: 90 } } });

/**
 * A real decompression bomb: a valid 1-bit greyscale PNG of side x side pixels, all black.
 * The file stays tiny, yet decoding it would take side² bytes or more.
 */
function pngBomb(side: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const frame = Buffer.alloc(body.length + 8);
    frame.writeUInt32BE(data.length, 0);
    body.copy(frame, 4);
    frame.writeUInt32BE(crc32(body), body.length + 4);
    return frame;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(side, 0);
  header.writeUInt32BE(side, 4);
  header.set([1, 0, 0, 0, 0], 8);
  const rows = Buffer.alloc((1 + Math.ceil(side / 8)) * side);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

function form(bytes: Buffer | string, fileName = 'photo.jpg', type = 'image/jpeg', field = 'photo'): FormData {
  const data = new FormData();
  data.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)], { type }), fileName);
  return data;
}

describe.each(databaseTargets)('profile photo on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<{ access: string }> {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    return { access: cookieOf(res, 'access')?.value ?? '' };
  }

  const upload = (user: { access: string }, payload: FormData | string, contentType?: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/actualizar-foto-de-perfil/',
      cookies: { access: user.access },
      payload,
      ...(contentType ? { headers: { 'content-type': contentType } } : {}),
    });
  const get = (user: { access: string } | null, url: string) =>
    t.app.inject({ method: 'GET', url, ...(user ? { cookies: { access: user.access } } : {}) });
  const currentPicture = async (user: { access: string }) =>
    (await get(user, '/api/obtener-foto-de-perfil/')).json<{ profile_picture: string | null }>().profile_picture;

  it.each([
    ['JPEG', () => solid(900, 600).jpeg().toBuffer(), 512],
    ['PNG', () => solid(300, 700).png().toBuffer(), 300],
    ['WebP', () => solid(640, 640).webp().toBuffer(), 512],
    ['GIF', () => solid(120, 80).gif().toBuffer(), 80],
  ])('stores a %s as a square WebP of at most 512 px', async (_format, make, side) => {
    const user = await signedIn();
    const res = await upload(user, form(await make()));
    expect(res.statusCode).toBe(200);
    const url = res.json<{ profile_picture: string }>().profile_picture;
    expect(url).toMatch(PHOTO_URL);

    const photo = await get(user, url);
    expect(photo.statusCode).toBe(200);
    expect(photo.headers['content-type']).toBe('image/webp');
    const metadata = await sharp(photo.rawPayload).metadata();
    expect(metadata).toEqual(expect.objectContaining({ format: 'webp', width: side, height: side }));
  });

  it('turns the photo upright and strips its metadata', async () => {
    const user = await signedIn();
    // Stored 400x200 with EXIF orientation 6 (rotate 90° clockwise to view): upright it is 200x400.
    const exif = await solid(400, 200).jpeg().withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'someone' } } }).toBuffer();
    expect((await sharp(exif).metadata()).exif).toBeDefined();

    const url = (await upload(user, form(exif))).json<{ profile_picture: string }>().profile_picture;
    const stored = await sharp((await get(user, url)).rawPayload).metadata();
    expect(stored).toEqual(expect.objectContaining({ width: 200, height: 200 }));
    expect(stored.exif).toBeUndefined();
    expect(stored.icc).toBeUndefined();
    expect(stored.xmp).toBeUndefined();
    expect(stored.orientation).toBeUndefined();
  });

  it('reads what the bytes are, not the name or declared type', async () => {
    const user = await signedIn();
    const png = await solid(64, 64).png().toBuffer();
    expect((await upload(user, form(png, 'holiday.jpg', 'image/jpeg'))).statusCode).toBe(200);

    const text = await upload(user, form('just some text, not pixels', 'evil.png', 'image/png'));
    expect(text.statusCode).toBe(400);
    expect(text.json()).toEqual(INVALID_IMAGE);
  });

  it('refuses other image formats and truncated images', async () => {
    const user = await signedIn();
    const tiff = await solid(32, 32).tiff().toBuffer();
    const jpeg = await solid(600, 600).jpeg().toBuffer();
    for (const bytes of [tiff, jpeg.subarray(0, 400)]) {
      const res = await upload(user, form(bytes));
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual(INVALID_IMAGE);
    }
  });

  it('refuses a small file declaring huge dimensions without decoding it', async () => {
    const user = await signedIn();
    const bomb = pngBomb(20_000);
    expect(bomb.length).toBeLessThan(200_000);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toEqual(
      expect.objectContaining({ format: 'png', width: 20_000, height: 20_000 }),
    );
    const res = await upload(user, form(bomb, 'bomb.png', 'image/png'));
    expect(res.statusCode).toBe(400);
    // This refusal comes only from the dimensions read before any decoding (photo-image.ts);
    // decoding 400 megapixels would take seconds and over a gigabyte. A clock here failed on a loaded machine.
    expect(res.json()).toEqual({ photo: ['The image is too large in pixels.'] });
  });

  it('refuses a file over 5 MiB with 413', async () => {
    const user = await signedIn();
    const res = await upload(user, form(Buffer.alloc(5 * 1024 * 1024 + 1, 1)));
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual({ detail: 'The photo must be at most 5 MiB.', code: 'photo_too_big' });
  });

  it('asks for the photo when the field is missing or empty', async () => {
    const user = await signedIn();
    const onlyText = new FormData();
    onlyText.append('photo_caption', 'me');
    for (const payload of [onlyText, form(await solid(10, 10).png().toBuffer(), 'a.png', 'image/png', 'avatar'), form(Buffer.alloc(0))]) {
      const res = await upload(user, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ photo: ['No photo was submitted.'] });
    }
  });

  it('answers 415 to anything but multipart/form-data', async () => {
    const user = await signedIn();
    for (const [payload, type] of [
      ['{"photo": "x"}', 'application/json'],
      ['raw bytes', 'application/octet-stream'],
      ['photo=x', 'application/x-www-form-urlencoded'],
    ] as const) {
      const res = await upload(user, payload, type);
      expect(res.statusCode).toBe(415);
      expect(res.json()).toEqual({ detail: 'Send the photo as multipart/form-data in the field "photo".', code: 'photo_not_multipart' });
    }
  });

  it('answers 400 to a multipart body it cannot read', async () => {
    const user = await signedIn();
    for (const [payload, type] of [
      ['no boundary at all', 'multipart/form-data'],
      ['--x\r\nContent-Disposition: form-data; name="photo"; filename="a.png"\r\n\r\ncut', 'multipart/form-data; boundary=x'],
    ] as const) {
      const res = await upload(user, payload, type);
      expect(res.statusCode).toBe(400);
      expect(res.json()).toHaveProperty('photo');
    }
  });

  it('keeps the old photo when an upload is refused', async () => {
    const user = await signedIn();
    const url = (await upload(user, form(await solid(100, 100).png().toBuffer()))).json<{ profile_picture: string }>().profile_picture;
    const before = (await get(user, url)).rawPayload;

    expect((await upload(user, form('not an image', 'x.png'))).statusCode).toBe(400);
    expect((await upload(user, form(Buffer.alloc(6 * 1024 * 1024)))).statusCode).toBe(413);

    expect(await currentPicture(user)).toBe(url);
    expect((await get(user, url)).rawPayload.equals(before)).toBe(true);
  });

  it('gives each upload a new URL, which the browser asks again on every use; the old URL is gone', async () => {
    const user = await signedIn();
    expect(await currentPicture(user)).toBeNull();
    const first = (await upload(user, form(await solid(50, 50).png().toBuffer()))).json<{ profile_picture: string }>().profile_picture;
    const firstPhoto = await get(user, first);
    expect(firstPhoto.statusCode).toBe(200);
    expect(firstPhoto.headers['cache-control']).toBe('private, no-cache');
    const firstTag = String(firstPhoto.headers.etag);
    expect(firstTag).toMatch(/^"[^"]+"$/);
    // The browser asks with what it holds: 304, no body, the same validator and caching.
    const unchanged = await t.app.inject({ method: 'GET', url: first, cookies: { access: user.access }, headers: { 'if-none-match': firstTag } });
    expect([unchanged.statusCode, unchanged.rawPayload.length, unchanged.headers.etag, unchanged.headers['cache-control']]).toEqual([304, 0, firstTag, 'private, no-cache']);
    // Signed out, what the browser holds is not confirmed: the photo is not shown from its cache.
    const signedOut = await t.app.inject({ method: 'GET', url: first, headers: { 'if-none-match': firstTag } });
    expect([signedOut.statusCode, signedOut.headers['cache-control']]).toEqual([401, 'no-store']);

    const second = (await upload(user, form(await solid(60, 60).png().toBuffer()))).json<{ profile_picture: string }>().profile_picture;
    expect(second).not.toBe(first);
    expect(await currentPicture(user)).toBe(second);
    const current = await t.app.inject({ method: 'GET', url: second, cookies: { access: user.access }, headers: { 'if-none-match': firstTag } });
    expect([current.statusCode, current.headers['content-type'], current.headers['cache-control']]).toEqual([200, 'image/webp', 'private, no-cache']);
    expect(current.headers.etag).not.toBe(firstTag);
    const old = await t.app.inject({ method: 'GET', url: first, cookies: { access: user.access }, headers: { 'if-none-match': firstTag } });
    expect([old.statusCode, old.headers['cache-control'], old.headers.etag]).toEqual([404, 'no-store', undefined]);
    expect(old.json()).toEqual({ detail: 'Not found.', code: 'not_found' });

    const me = await get(user, '/api/auth/user/');
    expect(me.json()).toEqual(expect.objectContaining({ profile_picture: second }));
  });

  it('serves a photo to its owner only', async () => {
    const owner = await signedIn();
    const other = await signedIn();
    const url = (await upload(owner, form(await solid(50, 50).png().toBuffer()))).json<{ profile_picture: string }>().profile_picture;

    const res = await get(other, url);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ detail: 'Not found.', code: 'not_found' });
    expect(await currentPicture(other)).toBeNull();
    expect((await get(other, '/api/auth/user/')).json()).toEqual(expect.objectContaining({ profile_picture: null }));
    expect((await get(null, url)).statusCode).toBe(401);
  });

  it('answers 404 to photo names that are not versions', async () => {
    const user = await signedIn();
    for (const name of ['latest.webp', '0.webp', '1.png', '99999999999.webp']) {
      expect((await get(user, `/api/me/photo/${name}`)).statusCode).toBe(404);
    }
  });

  it('needs a session to upload or read', async () => {
    const upload401 = await t.app.inject({ method: 'POST', url: '/api/actualizar-foto-de-perfil/', payload: form('x') });
    expect(upload401.statusCode).toBe(401);
    expect(upload401.json()).toEqual({ detail: 'Authentication credentials were not provided.', code: 'not_authenticated' });
    // The session comes before the media type: a stranger learns nothing of what the route takes.
    expect((await upload({ access: '' }, '{"photo": "x"}', 'application/json')).statusCode).toBe(401);
    expect((await get(null, '/api/obtener-foto-de-perfil/')).statusCode).toBe(401);
  });
});
