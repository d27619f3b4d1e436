import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import type { ImportJob } from '../../../../contract/filmLogImport';
import { IMPORT_MAX_BYTES } from '../../../../contract/filmLogImport';
import { PHOTO_MAX_BYTES } from '../../../../contract/photo';
import { buildApp } from '../../../app';
import { UPLOAD_RULES } from '../../../auth/attempt-rules';
import { loadConfig } from '../../../config';
import { UPLOAD_LIMITS, type UploadReservation } from '../../../plugins/app/upload-budget';
import { cookieOf, createAccount, login, uniqueIp } from '../../../testing/accounts';
import { buildTestApp, databaseTargets, type TestApp } from '../../../testing/helper';

interface User {
  id: number;
  access: string;
}

const DIARY_HEADER = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date';
/** A diary of `count` films the catalogue lacks, each named differently, so each is looked up. */
const diaryOf = (count: number) =>
  `${[DIARY_HEADER, ...Array.from({ length: count }, (_, i) => `2024-01-01,Nowhere Picture ${i},1990,,3,,,2024-01-01`)].join('\n')}\n`;

interface HeldUpload {
  answer: Promise<{ status: number; body: string }>;
  finish: () => void;
  abandon: () => void;
}

function form(field: string, bytes: Buffer | string, fileName: string): FormData {
  const data = new FormData();
  data.append(field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
  return data;
}

describe.each(databaseTargets)('import and upload limits on %s', (target) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp(target);
  });
  afterAll(() => t.close());

  async function signedIn(): Promise<User> {
    const account = await createAccount(t.app);
    const res = await login(t.app, account.email);
    return { id: account.id, access: cookieOf(res, 'access')?.value ?? '' };
  }

  /** Sent as a browser sends a form: encoded whole, with its Content-Length, which the upload budget reserves. */
  const upload = async (user: User, bytes: Buffer | string, fileName = 'diary.csv', remoteAddress = uniqueIp()) => {
    const encoded = new Request('http://localhost/', { method: 'POST', body: form('file', bytes, fileName) });
    return t.app.inject({
      method: 'POST',
      url: '/api/me/imports/',
      cookies: { access: user.access },
      headers: { 'content-type': encoded.headers.get('content-type') ?? '' },
      payload: Buffer.from(await encoded.arrayBuffer()),
      remoteAddress,
    });
  };
  async function listeningPort(): Promise<number> {
    if (!t.app.server.listening) await t.app.listen({ port: 0, host: '127.0.0.1' });
    return (t.app.server.address() as AddressInfo).port;
  }

  /** An upload over a real connection with only the first half of its body sent; `finish` sends the rest. */
  async function openUpload(user: User, bytes: string): Promise<HeldUpload> {
    const port = await listeningPort();
    const encoded = new Request('http://localhost/', { method: 'POST', body: form('file', bytes, 'diary.csv') });
    const body = Buffer.from(await encoded.arrayBuffer());
    const request = http.request({
      host: '127.0.0.1',
      port,
      path: '/api/me/imports/',
      method: 'POST',
      headers: { cookie: `access=${user.access}`, 'content-type': encoded.headers.get('content-type') ?? '', 'content-length': body.length },
    });
    const answer = new Promise<{ status: number; body: string }>((resolve, reject) => {
      request.on('error', reject);
      request.on('response', (response) => {
        let text = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => (text += chunk));
        response.on('end', () => resolve({ status: response.statusCode ?? 0, body: text }));
      });
    });
    const half = Math.floor(body.length / 2);
    request.write(body.subarray(0, half));
    return { answer, finish: () => request.end(body.subarray(half)), abandon: () => request.destroy() };
  }

  const job = async (user: User, id: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/me/imports/${id}/`, cookies: { access: user.access } })).json<ImportJob>();

  async function finished(user: User, id: number): Promise<ImportJob> {
    for (;;) {
      const current = await job(user, id);
      if (current.status === 'done' || current.status === 'failed') return current;
      await sleep(20);
    }
  }

  it('answers other requests while it matches a large file', async () => {
    const user = await signedIn();
    const res = await upload(user, diaryOf(5000));
    expect(res.statusCode).toBe(202);
    const id = res.json<{ id: number }>().id;
    // Before the fix, matching ran query after query without giving the event loop a turn:
    // the health check was answered only once all 5,000 films had been looked up.
    const health = await t.app.inject({ method: 'GET', url: '/api/health/' });
    expect(health.statusCode).toBe(200);
    const meanwhile = await job(user, id);
    expect(meanwhile.status).toBe('matching');
    expect(meanwhile.processed).toBeLessThan(5000);
    const done = await finished(user, id);
    expect(done.status).toBe('done');
    expect(done.report?.unmatched).toBe(5000);
  }, 60_000);

  it('lets one of three simultaneous uploads by one person run; the others get 409', async () => {
    const user = await signedIn();
    // Each body is held half sent, so the upload that takes the slot cannot finish (and free
    // it) before the other two have asked: the slot is taken before a body is read.
    const uploads = await Promise.all([0, 1, 2].map(() => openUpload(user, diaryOf(50))));
    const refused = await new Promise<HeldUpload[]>((resolve) => {
      const answered: HeldUpload[] = [];
      for (const held of uploads) {
        void held.answer.then(() => {
          answered.push(held);
          if (answered.length === 2) resolve(answered);
        });
      }
    });
    for (const held of refused) {
      expect((await held.answer).status).toBe(409);
      held.abandon();
    }
    const winner = uploads.find((held) => !refused.includes(held));
    winner?.finish();
    const accepted = await winner?.answer;
    expect(accepted?.status).toBe(202);
    await finished(user, (JSON.parse(accepted?.body ?? '{}') as { id: number }).id);
    expect((await upload(user, diaryOf(5))).statusCode).toBe(202);
  });

  it('holds no slot for a refused upload: the next good one runs', async () => {
    const user = await signedIn();
    expect((await upload(user, 'not,a,letterboxd,file\n')).statusCode).toBe(400);
    const res = await upload(user, diaryOf(3));
    expect(res.statusCode).toBe(202);
    await finished(user, res.json<{ id: number }>().id);
  });

  it('makes a person wait after too many refused uploads, before reading the next', async () => {
    const user = await signedIn();
    for (let attempt = 0; attempt < UPLOAD_RULES.refusedPerUser.limit; attempt++) {
      expect((await upload(user, 'nonsense\n')).statusCode).toBe(400);
    }
    const refused = await upload(user, diaryOf(3));
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    const photo = await t.app.inject({
      method: 'POST',
      url: '/api/actualizar-foto-de-perfil/',
      cookies: { access: user.access },
      payload: form('photo', 'not an image', 'me.jpg'),
      remoteAddress: uniqueIp(),
    });
    expect(photo.statusCode).toBe(429);
    // Another person from another address is not held back.
    const other = await signedIn();
    const res = await upload(other, diaryOf(3));
    expect(res.statusCode).toBe(202);
    await finished(other, res.json<{ id: number }>().id);
  });

  it('makes an address wait after too many refused uploads from it, whoever sends them', async () => {
    const ip = uniqueIp();
    const perUser = UPLOAD_RULES.refusedPerUser.limit;
    for (let sent = 0; sent < UPLOAD_RULES.refusedPerIp.limit; sent += perUser) {
      const user = await signedIn();
      for (let attempt = 0; attempt < Math.min(perUser, UPLOAD_RULES.refusedPerIp.limit - sent); attempt++) {
        expect((await upload(user, 'nonsense\n', 'diary.csv', ip)).statusCode).toBe(400);
      }
    }
    expect((await upload(await signedIn(), diaryOf(3), 'diary.csv', ip)).statusCode).toBe(429);
    expect((await upload(await signedIn(), 'nonsense\n')).statusCode).toBe(400);
  });

  it('asks the client to come back (503, Retry-After) while the node holds its budget of uploads', async () => {
    const user = await signedIn();
    // Others' uploads holding all but a KiB of the node's bytes.
    const held = ['a', 'b'].map((owner) => t.app.uploadBudget.open(`other-${owner}`, `other-${owner}`) as UploadReservation);
    expect(held[0]?.grow(UPLOAD_LIMITS.perAddress.bytes)).toBeNull();
    expect(held[1]?.grow(UPLOAD_LIMITS.nodeBytes - UPLOAD_LIMITS.perAddress.bytes - 1024)).toBeNull();
    try {
      const busy = await upload(user, diaryOf(50));
      expect(busy.statusCode).toBe(503);
      expect(Number(busy.headers['retry-after'])).toBeGreaterThan(0);
    } finally {
      for (const reservation of held) reservation.release();
    }
    const res = await upload(user, diaryOf(50));
    expect(res.statusCode).toBe(202);
    await finished(user, res.json<{ id: number }>().id);
  });

  it('refuses a file one byte over the limit however it is streamed, and stores nothing', async () => {
    const port = await listeningPort();
    const user = await signedIn();
    const sendChunked = (url: string, field: string, size: number, chunk: number) =>
      new Promise<number>((resolve, reject) => {
        const boundary = 'x-limit-test';
        const request = http.request(
          { host: '127.0.0.1', port, path: url, method: 'POST', headers: { cookie: `access=${user.access}`, 'content-type': `multipart/form-data; boundary=${boundary}`, 'transfer-encoding': 'chunked' } },
          (response) => {
            response.resume();
            resolve(response.statusCode ?? 0);
          },
        );
        request.on('error', reject);
        void (async () => {
          request.write(`--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`);
          const filler = Buffer.alloc(chunk, 'a');
          for (let sent = 0; sent < size; sent += chunk) {
            if (request.destroyed) return;
            request.write(filler.subarray(0, Math.min(chunk, size - sent)));
            if (sent % (chunk * 16) === 0) await sleep(1);
          }
          request.end(`\r\n--${boundary}--\r\n`);
        })();
      });
    for (const chunk of [64 * 1024, 1024 * 1024]) {
      expect(await sendChunked('/api/me/imports/', 'file', IMPORT_MAX_BYTES + 1, chunk)).toBe(413);
      expect(await sendChunked('/api/actualizar-foto-de-perfil/', 'photo', PHOTO_MAX_BYTES + 1, chunk)).toBe(413);
    }
    const [jobs] = await t.app.db.query<{ count: number }>('select count(*)::int as count from import_jobs where user_id = $1', [user.id]);
    expect(jobs?.count).toBe(0);
  }, 60_000);
});

describe.each(databaseTargets)('an import left running by a server that stopped, on %s', (target) => {
  const restarted = (t: TestApp) =>
    buildApp({
      config: loadConfig({
        DATA_DIR: t.dataDir,
        DATABASE_URL: t.app.config.DATABASE_URL ?? '',
        LOG_LEVEL: 'silent',
        SESSION_SECRET: t.app.config.SESSION_SECRET ?? '',
      }),
      spaRoot: '/nonexistent',
      logger: false,
    });

  if (target === 'pglite') {
    it('reads as failed after a restart, and the next upload runs', async () => {
      const t = await buildTestApp(target);
      const account = await createAccount(t.app);
      // What kill -9 mid-import leaves: a job still matching, its heartbeat fresh.
      const [row] = await t.app.db.query<{ id: number }>(`insert into import_jobs (user_id, total, processed) values ($1, 6700, 1700) returning id::int as id`, [account.id]);
      await t.app.close();
      const app = await restarted(t);
      try {
        const access = cookieOf(await login(app, account.email), 'access')?.value ?? '';
        const stopped = (await app.inject({ method: 'GET', url: `/api/me/imports/${row?.id}/`, cookies: { access } })).json<ImportJob>();
        expect(stopped.status).toBe('failed');
        expect(stopped.error).toMatch(/stopped before it finished/);
        const res = await app.inject({ method: 'POST', url: '/api/me/imports/', cookies: { access }, payload: form('file', diaryOf(2), 'diary.csv') });
        expect(res.statusCode).toBe(202);
      } finally {
        await app.close();
        await t.close().catch(() => undefined);
      }
    });
  } else {
    it('fails at the start of a node the jobs whose node stopped beating, and leaves live nodes their jobs', async () => {
      const t = await buildTestApp(target);
      try {
        const gone = await createAccount(t.app);
        const alive = await createAccount(t.app);
        const insert = (userId: number, age: string) =>
          t.app.db.query<{ id: number }>(`insert into import_jobs (user_id, updated_at) values ($1, now() - $2::interval) returning id::int as id`, [userId, age]);
        const [goneJob] = await insert(gone.id, '5 minutes');
        const [aliveJob] = await insert(alive.id, '1 second');
        await (await restarted(t)).close();
        const statuses = await t.app.db.query<{ id: number; status: string }>('select id::int as id, status from import_jobs where id = any($1::bigint[]) order by id', [
          [goneJob?.id, aliveJob?.id],
        ]);
        expect(statuses).toEqual([
          { id: goneJob?.id, status: 'failed' },
          { id: aliveJob?.id, status: 'matching' },
        ]);
      } finally {
        await t.close();
      }
    });
  }
});
