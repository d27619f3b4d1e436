import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../testing/helper';

describe('a request body trickling in', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite', { REQUEST_TIMEOUT: '2' });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('is cut off with 408 once REQUEST_TIMEOUT has passed, however steadily it drips', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<number>((resolve) => socket.on('close', () => resolve(performance.now())));
    await new Promise((resolve) => socket.once('connect', resolve));
    const started = performance.now();
    socket.write('POST /api/auth/login/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 1000\r\n\r\n{');
    // One byte every 200 ms: never idle long enough for an inactivity timeout.
    const drip = setInterval(() => socket.write(' '), 200);
    try {
      const closedAt = await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 408/);
      expect(closedAt - started).toBeLessThan(6000);
    } finally {
      clearInterval(drip);
    }
  }, 30_000);

  it('closes a connection whose body keeps dripping after an early answer, without a second answer', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    const socket = net.connect(port, '127.0.0.1');
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    await new Promise((resolve) => socket.once('connect', resolve));
    // No session: 401 before the body is read; the client goes on sending it.
    socket.write('POST /api/me/imports/ HTTP/1.1\r\nHost: localhost\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: 1000000\r\n\r\n--x');
    const drip = setInterval(() => socket.write(' '), 200);
    try {
      await closed;
      expect(answer).toMatch(/^HTTP\/1\.1 401/);
      expect(answer.match(/HTTP\/1\.1 /g)).toHaveLength(1);
    } finally {
      clearInterval(drip);
    }
  }, 30_000);
});
