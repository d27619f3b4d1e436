import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { spawnServer, type ServerProcess } from '../harness';

export interface ServerNode extends ServerProcess {
  dataDir: string;
}

/** A temporary directory for DATA_DIR, removed by the caller. */
export const tempDir = (name: string): Promise<string> => fs.mkdtemp(path.join(os.tmpdir(), `movie-browser-${name}-`));

/**
 * The built server in a clean environment, as the harness starts it. Unlike the harness's
 * startServer, it hands out the child so a test can signal it and read its exit code, and it
 * reuses whatever DATA_DIR it is given.
 */
export async function startNode(dataDir: string, env: Record<string, string> = {}, port?: number): Promise<ServerNode> {
  return { ...(await spawnServer(dataDir, env, port)), dataDir };
}
