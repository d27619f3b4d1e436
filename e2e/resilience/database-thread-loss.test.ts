import fs from 'node:fs/promises';
import path from 'node:path';
import { call, registerAndLogin } from './api-client';
import { startNode, tempDir, type ServerNode } from './server-process';

const FILM = 900_000_370;
const stopDatabaseThread = path.join(__dirname, 'stop-database-thread.mjs');

/**
 * The embedded database runs on a thread of its own (server/db/pglite-thread.ts). If that
 * thread ends under a running node, the node cannot open the database again by itself: it must
 * exit so that its supervisor starts it again, rather than answer 503 for ever.
 */
describe("the embedded database's thread ending under a running node", () => {
  let dataDir: string;
  let nodes: ServerNode[] = [];

  beforeAll(async () => {
    dataDir = await tempDir('database-thread');
  }, 180_000);

  afterAll(async () => {
    await Promise.all(nodes.map((node) => node.stop()));
    nodes = [];
    if (dataDir) await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('says why and exits 1; started again on the same data, it has everything that was saved', async () => {
    const node = await startNode(dataDir, { NODE_OPTIONS: `--import ${stopDatabaseThread}` });
    nodes.push(node);
    const session = await registerAndLogin(node.baseUrl);
    await expect(call(node.baseUrl, 'PUT', `/api/me/favorites/${FILM}/`, { cookies: { access: session.access } })).resolves.toMatchObject({ status: 204 });

    node.child.kill('SIGUSR2');
    await expect(node.exited).resolves.toEqual({ code: 1, signal: null });
    expect(node.output()).toContain('the database stopped: shutting down so that the supervisor starts the node again');

    const restarted = await startNode(dataDir);
    nodes.push(restarted);
    const ids = await call(restarted.baseUrl, 'GET', '/api/me/list-ids/', { cookies: { access: session.access } });
    expect(ids.status).toBe(200);
    expect((ids.body as { favorites: number[] }).favorites).toEqual([FILM]);
  }, 120_000);
});
