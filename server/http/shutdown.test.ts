import net from 'node:net';
import type { AddressInfo } from 'node:net';
import { buildTestApp, type TestApp } from '../testing/helper';
import { closeGracefully } from './shutdown';

const CONNECTIONS = 30;

describe('closing on a signal', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp('pglite');
    await t.app.listen({ host: '127.0.0.1', port: 0 });
  });

  afterAll(async () => {
    await t.close();
  });

  it('answers the requests sent just before it, on connections it had not read yet', async () => {
    const { port } = t.app.server.address() as AddressInfo;
    let accepted = 0;
    const allAccepted = new Promise<void>((resolve) =>
      t.app.server.on('connection', () => {
        accepted += 1;
        if (accepted === CONNECTIONS) resolve();
      }),
    );
    const sockets = Array.from({ length: CONNECTIONS }, () => net.connect(port, '127.0.0.1'));
    const answers = sockets.map(
      (socket) =>
        new Promise<string>((resolve) => {
          let received = '';
          socket.on('data', (chunk: Buffer) => (received += chunk.toString()));
          socket.on('error', (error: NodeJS.ErrnoException) => resolve(error.code ?? 'error'));
          socket.on('close', () => resolve(received.split('\r\n')[0] ?? ''));
        }),
    );
    await allAccepted;

    // The requests leave, and the signal comes before the server has read any of them.
    for (const socket of sockets) socket.write('GET /api/health/ HTTP/1.1\r\nHost: localhost\r\nConnection: close\r\n\r\n');
    const closed = closeGracefully(t.app);

    expect(await Promise.all(answers)).toEqual(Array<string>(CONNECTIONS).fill('HTTP/1.1 200 OK'));
    await closed;
  }, 30_000);
});
