import fs from 'node:fs/promises';
import sharp from 'sharp';
import { call, registerAndLogin, type Session } from './api-client';
import { startNode, tempDir, type ServerNode } from './server-process';
import { waitUntil } from './wait-until';

/** Embedded films are 900000000 + their index in the catalogue. */
const FIRST_FILM = 900_000_001;
const FILMS = 200;
const WORKERS = 8;
/** The kill comes once this many writes were answered, with the others still in flight. */
const KILL_AFTER_ACKS = 40;

type Acked = { favorites: number[]; watchlist: number[]; photo: boolean };

/**
 * kill -9 of a node on the embedded database (PGlite) in the middle of list writes and a
 * photo upload: whatever was answered 2xx must be there after a restart on the same DATA_DIR.
 */
describe('kill -9 during a burst of writes on the embedded database', () => {
  let dataDir: string;
  let node: ServerNode;
  let session: Session;

  beforeAll(async () => {
    dataDir = await tempDir('crash');
    node = await startNode(dataDir);
    session = await registerAndLogin(node.baseUrl);
  }, 180_000);

  afterAll(async () => {
    await node?.stop();
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('keeps every write it acknowledged and opens cleanly afterwards', async () => {
    const cookies = { access: session.access };
    const acked: Acked = { favorites: [], watchlist: [], photo: false };
    let next = 0;
    let answered = 0;
    const writer = async () => {
      while (next < FILMS) {
        const id = FIRST_FILM + next;
        next += 1;
        const list = id % 2 === 0 ? 'favorites' : 'watchlist';
        const answer = await call(node.baseUrl, 'PUT', `/api/me/${list}/${id}/`, { cookies }).catch(() => null);
        if (!answer) return;
        expect(answer.status).toBe(204);
        acked[list].push(id);
        answered += 1;
      }
    };
    const upload = async () => {
      const png = await sharp({ create: { width: 256, height: 256, channels: 3, background: '#c33' } }).png().toBuffer();
      const form = new FormData();
      form.append('photo', new Blob([new Uint8Array(png)], { type: 'image/png' }), 'me.png');
      const answer = await call(node.baseUrl, 'POST', '/api/actualizar-foto-de-perfil/', { cookies, body: form }).catch(() => null);
      if (answer?.status === 200) acked.photo = true;
    };
    const burst = Promise.all([upload(), ...Array.from({ length: WORKERS }, writer)]);
    await waitUntil('enough writes answered', async () => answered >= KILL_AFTER_ACKS, 60_000);
    node.child.kill('SIGKILL');
    await burst;
    expect(await node.exited).toEqual({ code: null, signal: 'SIGKILL' });
    expect(next).toBeLessThan(FILMS);

    // The same data directory: the restart waits for /api/health/, so it opened and answers.
    node = await startNode(dataDir);
    const ids = await call(node.baseUrl, 'GET', '/api/me/list-ids/', { cookies });
    expect(ids.status).toBe(200);
    const stored = ids.body as { favorites: number[]; watchlist: number[] };
    expect(acked.favorites.filter((id) => !stored.favorites.includes(id))).toEqual([]);
    expect(acked.watchlist.filter((id) => !stored.watchlist.includes(id))).toEqual([]);

    const user = await call(node.baseUrl, 'GET', '/api/auth/user/', { cookies });
    const picture = (user.body as { profile_picture: string | null }).profile_picture;
    if (acked.photo) {
      expect(picture).not.toBeNull();
      const photo = await fetch(new URL(picture ?? '', node.baseUrl), { headers: { cookie: `access=${session.access}` } });
      expect(photo.status).toBe(200);
      expect(photo.headers.get('content-type')).toBe('image/webp');
    }
    // Still writable after the crash.
    expect((await call(node.baseUrl, 'PUT', `/api/me/favorites/${FIRST_FILM + FILMS}/`, { cookies })).status).toBe(204);
  }, 180_000);
});
