import { spawn, type ChildProcess } from 'node:child_process';
import net from 'node:net';
import { freshDatabase, type FreshDatabase } from '../../server/testing/databases';
import { POSTGRES, serviceUrl } from '../../server/testing/test-services';
import { freePort } from '../harness';

export type { FreshDatabase };

/**
 * An empty database of its own on the PostgreSQL of TEST_DATABASE_URL (.ci/run exports it when
 * the machine's answers): the servers under test migrate it themselves.
 */
export const freshPostgresDatabase = (): Promise<FreshDatabase> => freshDatabase(serviceUrl(POSTGRES), 'movie_browser_e2e');

export interface RedisServer {
  url: string;
  /** SIGKILL: what a crash or a lost network looks like to the clients. */
  kill(): Promise<void>;
  /** Starts it again on the same port (empty: no persistence). */
  start(): Promise<void>;
}

/** A redis-server of the test's own on a free port, so nothing is shared with other runs. */
export async function redisServer(): Promise<RedisServer> {
  const port = await freePort();
  let child: ChildProcess | undefined;
  const answers = () =>
    new Promise<boolean>((resolve) => {
      const socket = net.connect(port, '127.0.0.1');
      socket.setTimeout(500, () => (socket.destroy(), resolve(false)));
      socket.on('error', () => resolve(false));
      socket.on('connect', () => socket.write('PING\r\n'));
      socket.on('data', (data) => (socket.destroy(), resolve(String(data).startsWith('+PONG'))));
    });
  const server: RedisServer = {
    url: `redis://127.0.0.1:${port}`,
    async start() {
      child = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
        stdio: 'ignore',
      });
      const deadline = Date.now() + 10_000;
      while (!(await answers())) {
        if (Date.now() > deadline) throw new Error(`redis-server did not start on ${port}`);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    },
    async kill() {
      const running = child;
      if (!running || running.exitCode !== null || running.signalCode !== null) return;
      const exited = new Promise((resolve) => running.once('exit', resolve));
      running.kill('SIGKILL');
      await exited;
    },
  };
  return server;
}

export interface TcpProxy {
  port: number;
  /** Destroys every open connection and refuses new ones: a database restart, seen from the client. */
  cut(): void;
  restore(): Promise<void>;
  close(): Promise<void>;
}

/** A loopback TCP proxy in front of host:port that a test can cut (connections refused) and restore. */
export async function tcpProxy(targetPort: number, targetHost = '127.0.0.1'): Promise<TcpProxy> {
  const open = new Set<net.Socket>();
  const server = net.createServer((client) => {
    const upstream = net.connect(targetPort, targetHost);
    for (const socket of [client, upstream]) {
      open.add(socket);
      socket.on('close', () => open.delete(socket));
      socket.on('error', () => undefined);
    }
    client.pipe(upstream);
    upstream.pipe(client);
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
  });
  const listen = (port: number) => new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  await listen(0);
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const destroyAll = () => {
    for (const socket of open) socket.destroy();
  };
  return {
    port,
    cut() {
      server.close();
      destroyAll();
    },
    restore: () => listen(port),
    async close() {
      destroyAll();
      if (server.listening) await new Promise((resolve) => server.close(resolve));
    },
  };
}
