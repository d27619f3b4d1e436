import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { setTimeout as sleep } from 'node:timers/promises';
import sharp from 'sharp';
import { IMPORT_MAX_BYTES } from '../../contract/filmLogImport';
import { PHOTO_MAX_BYTES } from '../../contract/photo';
import { UPLOAD_RULES } from '../auth/attempt-rules';
import { UPLOAD_LIMITS } from '../plugins/app/upload-budget';
import { createAccount, uniqueIp } from '../testing/accounts';
import { buildTestApp, type TestApp } from '../testing/helper';

/**
 * Issue 61, point 1: a person who opens uploads with a large Content-Length and then sends a
 * byte now and then. Over real connections (the server trusts one proxy, so X-Forwarded-For
 * names each client's address), on the embedded database: the budget is the node's memory,
 * the same on PostgreSQL.
 */

interface Sender {
  id: number;
  token: string;
  ip: string;
}

const IMPORT = { path: '/api/me/imports/', field: 'file', declared: IMPORT_MAX_BYTES } as const;
const PHOTO = { path: '/api/actualizar-foto-de-perfil/', field: 'photo', declared: PHOTO_MAX_BYTES } as const;

interface Trickle {
  /** The status line's code, once an answer starts. */
  status: Promise<number>;
  /** Everything answered, once the server closes the connection. */
  answer: Promise<string>;
  open(): boolean;
  stop(): void;
}

const photoBytes = () => sharp({ create: { width: 64, height: 64, channels: 3, background: { r: 20, g: 120, b: 200 } } }).jpeg().toBuffer();
const DIARY = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date\n2024-01-01,Nowhere Picture,1990,,3,,,2024-01-01\n';

/** Bounds a wait that fails the test when it runs out: the value stands for "never happened". */
const within = <T, U>(promise: Promise<T>, ms: number, never: U) =>
  Promise.race([promise, sleep(ms).then(() => never)]);

describe('uploads trickling in', () => {
  let paced: TestApp;
  let strict: TestApp;

  beforeAll(async () => {
    // The product's pace (10 s windows) and deadline: the trickles below outlive the test's uploads.
    paced = await buildTestApp('pglite', { TRUST_PROXY: '1' });
    // A window of 200 ms so that a cut-off comes within the second.
    strict = await buildTestApp('pglite', { TRUST_PROXY: '1', REQUEST_TIMEOUT: '3' }, { limits: { bodyPace: { minBytes: 1024, windowMs: 200 } } });
    await paced.app.listen({ host: '127.0.0.1', port: 0 });
    await strict.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await paced.close();
    await strict.close();
  });

  const portOf = (t: TestApp) => (t.app.server.address() as AddressInfo).port;

  async function sender(t: TestApp, ip = uniqueIp()): Promise<Sender> {
    const account = await createAccount(t.app);
    return { id: account.id, token: account.key, ip };
  }

  /** Headers announcing a whole file, the part's own headers, then one byte every 100 ms. */
  function trickle(t: TestApp, who: Sender, route: typeof IMPORT | typeof PHOTO): Trickle {
    const boundary = 'trickle-boundary';
    const socket = net.connect(portOf(t), '127.0.0.1');
    let answer = '';
    let gotStatus: (status: number) => void = () => undefined;
    const status = new Promise<number>((resolve) => (gotStatus = resolve));
    socket.on('data', (chunk: Buffer) => {
      answer += chunk.toString();
      const code = /^HTTP\/1\.1 (\d{3})/.exec(answer);
      if (code) gotStatus(Number(code[1]));
    });
    socket.on('error', () => undefined);
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(
      [
        `POST ${route.path} HTTP/1.1`,
        'Host: localhost',
        `Authorization: Token ${who.token}`,
        `X-Forwarded-For: ${who.ip}`,
        `Content-Type: multipart/form-data; boundary=${boundary}`,
        `Content-Length: ${route.declared}`,
        '',
        `--${boundary}`,
        `Content-Disposition: form-data; name="${route.field}"; filename="slow.csv"`,
        'Content-Type: text/csv',
        '',
        'a',
      ].join('\r\n'),
    );
    const drip = setInterval(() => socket.write('a'), 100);
    void closed.then(() => clearInterval(drip));
    return {
      status,
      answer: closed.then(() => answer),
      open: () => !socket.destroyed && answer === '',
      stop: () => {
        clearInterval(drip);
        socket.destroy();
      },
    };
  }

  async function send(t: TestApp, who: Sender, route: typeof IMPORT | typeof PHOTO, bytes: Buffer | string, fileName: string) {
    const body = new FormData();
    body.append(route.field, new Blob([typeof bytes === 'string' ? bytes : new Uint8Array(bytes)]), fileName);
    const res = await fetch(`http://127.0.0.1:${portOf(t)}${route.path}`, {
      method: 'POST',
      headers: { authorization: `Token ${who.token}`, 'x-forwarded-for': who.ip },
      body,
    });
    return { status: res.status, body: (await res.json()) as Record<string, unknown>, retryAfter: res.headers.get('retry-after') };
  }

  /** Waits for the person's import job to end, so that the app closes on no running job. */
  async function importDone(t: TestApp, who: Sender, id: unknown) {
    for (;;) {
      const res = await fetch(`http://127.0.0.1:${portOf(t)}/api/me/imports/${String(id)}/`, { headers: { authorization: `Token ${who.token}`, 'x-forwarded-for': who.ip } });
      const job = (await res.json()) as { status: string };
      if (job.status === 'done' || job.status === 'failed') return job;
      await sleep(50);
    }
  }

  it("leaves an honest person's photo and import alone while another trickles an import and six photos at the node", async () => {
    const attacker = await sender(paced);
    const uploads = [trickle(paced, attacker, IMPORT), ...Array.from({ length: 6 }, () => trickle(paced, attacker, PHOTO))];
    try {
      // One person holds at most UPLOAD_LIMITS.perPerson.uploads uploads: the others are refused before their bodies are read.
      const refusedCount = uploads.length - UPLOAD_LIMITS.perPerson.uploads;
      const refused = await within(
        new Promise<Trickle[]>((resolve) => {
          const answered: Trickle[] = [];
          for (const upload of uploads) {
            void upload.status.then(() => {
              answered.push(upload);
              if (answered.length === refusedCount) resolve(answered);
            });
          }
        }),
        15_000,
        [],
      );
      expect(refused).toHaveLength(refusedCount);
      for (const upload of refused) {
        const answer = await upload.answer;
        expect(answer).toMatch(/^HTTP\/1\.1 503/);
        expect(answer).toMatch(/\r\nretry-after: \d+\r\n/i);
        expect(answer).toContain('Too many of your uploads are in flight.');
      }

      const honest = await sender(paced);
      const photo = await send(paced, honest, PHOTO, await photoBytes(), 'me.jpg');
      expect(photo.status).toBe(200);
      const imported = await send(paced, honest, IMPORT, DIARY, 'diary.csv');
      expect(imported.status).toBe(202);
      expect((await importDone(paced, honest, imported.body.id)).status).toBe('done');

      // The attacker's two uploads were held open all along: what they declared cost nothing.
      expect(uploads.filter((upload) => upload.open())).toHaveLength(UPLOAD_LIMITS.perPerson.uploads);
    } finally {
      for (const upload of uploads) upload.stop();
    }
  }, 60_000);

  it('holds at most four uploads in flight from one address, whoever sends them; other addresses go on', async () => {
    const ip = uniqueIp();
    const accounts = await Promise.all(Array.from({ length: UPLOAD_LIMITS.perAddress.uploads }, () => sender(paced, ip)));
    const uploads = accounts.map((account) => trickle(paced, account, IMPORT));
    try {
      // Each import takes its person's slot (a row) just before its reservation.
      const ids = accounts.map((account) => account.id);
      const slots = async () =>
        (await paced.app.db.query<{ count: number }>('select count(*)::int as count from import_jobs where user_id = any($1)', [ids]))[0]?.count;
      for (const giveUp = Date.now() + 15_000; (await slots()) !== accounts.length && Date.now() < giveUp; ) await sleep(20);
      expect(await slots()).toBe(accounts.length);

      const sameAddress = await send(paced, await sender(paced, ip), PHOTO, await photoBytes(), 'me.jpg');
      expect(sameAddress.status).toBe(503);
      expect(Number(sameAddress.retryAfter)).toBeGreaterThan(0);
      expect(sameAddress.body.detail).toMatch(/^Too many uploads from your address are in flight\./);

      expect((await send(paced, await sender(paced), PHOTO, await photoBytes(), 'me.jpg')).status).toBe(200);
      expect(uploads.every((upload) => upload.open())).toBe(true);
    } finally {
      for (const upload of uploads) upload.stop();
    }
  }, 60_000);

  it('cuts off an upload arriving slower than the minimum pace with 408 and says why, on both routes', async () => {
    for (const route of [IMPORT, PHOTO]) {
      const upload = trickle(strict, await sender(strict), route);
      const answer = await upload.answer;
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(answer).toContain('"detail":"The request arrived too slowly (less than 1024 bytes in 0.2 s): check the connection and try again."');
    }
  }, 30_000);

  it('counts each cut-off upload against its sender: past the refused-upload limit that sender waits (429), nobody else', async () => {
    const attacker = await sender(strict);
    let cutOff = 0;
    let waiting: string | undefined;
    for (let attempt = 0; attempt < UPLOAD_RULES.refusedPerUser.limit * 2 && !waiting; attempt++) {
      const answer = await trickle(strict, attacker, attempt % 2 ? PHOTO : IMPORT).answer;
      if (answer.startsWith('HTTP/1.1 408')) cutOff += 1;
      else if (answer.startsWith('HTTP/1.1 429')) waiting = answer;
      // 409 or 503: the previous upload's slot or share was not given back yet.
      else expect(answer).toMatch(/^HTTP\/1\.1 (409|503)/);
    }
    expect(cutOff).toBeGreaterThanOrEqual(UPLOAD_RULES.refusedPerUser.limit);
    expect(waiting).toMatch(/\r\nretry-after: \d+\r\n/i);
    expect(waiting).toContain('Too many refused uploads.');

    const other = await sender(strict);
    expect((await send(strict, other, PHOTO, await photoBytes(), 'me.jpg')).status).toBe(200);
  }, 120_000);
});
