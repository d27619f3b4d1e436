import childProcess, { execFile, spawnSync } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { buildTestApp, type TestApp } from '../testing/helper';
import { DataDirInUseError, openDatabase, PGLITE_SETTINGS } from './database';

const run = promisify(execFile);
const rootDir = path.resolve(__dirname, '../..');

/** Runs the catalogue import, a second process opening the database through the same code path. */
async function importInto(dataDir: string): Promise<{ code: number; stderr: string }> {
  const file = path.join(dataDir, 'films.json');
  await fs.writeFile(file, '[]');
  const tsx = path.join(rootDir, 'node_modules/.bin/tsx');
  return run(tsx, ['server/cli/import-catalogue.ts', file], { cwd: rootDir, env: { PATH: process.env.PATH, DATA_DIR: dataDir } }).then(
    ({ stderr }) => ({ code: 0, stderr }),
    (error: { code: number; stderr: string }) => ({ code: error.code, stderr: error.stderr }),
  );
}

describe('the embedded database directory belongs to one process', () => {
  let server: TestApp;

  beforeEach(async () => {
    server = await buildTestApp('pglite');
  });

  afterEach(async () => {
    await server.close();
  });

  it('refuses a second process, such as a catalogue import, while a server has it open', async () => {
    const second = await importInto(server.dataDir);

    expect(second.code).toBe(1);
    expect(second.stderr).toContain(`is in use by process ${process.pid}`);
    // The server that holds it is unharmed.
    expect((await server.app.inject({ method: 'GET', url: '/api/health/' })).statusCode).toBe(200);
  }, 60_000);

  it('refuses a second opener within the same process, and opens again once the first closed', async () => {
    await expect(openDatabase({ dataDir: server.dataDir })).rejects.toThrow(DataDirInUseError);

    await server.app.close();
    const reopened = await openDatabase({ dataDir: server.dataDir });
    await reopened.close();
  }, 60_000);

  it('takes over the lock of a process that died without releasing it', async () => {
    await server.app.close();
    const dead = spawnSync(process.execPath, ['-e', '']).pid;
    await fs.writeFile(path.join(server.dataDir, 'pglite.lock'), `${dead}\n`);

    const reopened = await openDatabase({ dataDir: server.dataDir });
    expect(await reopened.query('select 1 as one')).toEqual([{ one: 1 }]);
    await reopened.close();
  }, 60_000);
});

describe('a new embedded database', () => {
  it('is created by a child process, whose initdb memory the server never holds, and opened in the server', async () => {
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-initdb-'));
    const spawned = jest.spyOn(childProcess, 'spawn');
    try {
      const db = await openDatabase({ dataDir });
      expect(spawned).toHaveBeenCalledTimes(1);
      expect(spawned.mock.calls[0]?.[1]).toContain(path.join(dataDir, 'pglite'));
      await db.exec('create table survives (id int); insert into survives values (1)');
      await db.close();
      const reopened = await openDatabase({ dataDir });
      expect(spawned).toHaveBeenCalledTimes(1);
      expect(await reopened.query('select id from survives')).toEqual([{ id: 1 }]);
      await reopened.close();
    } finally {
      spawned.mockRestore();
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('embedded database durability', () => {
  it('keeps fsync on with the smaller memory settings', async () => {
    const server = await buildTestApp('pglite');
    try {
      const setting = async (name: string) =>
        (await server.app.db.query<{ setting: string }>('select current_setting($1) as setting', [name]))[0]?.setting;
      expect(await setting('fsync')).toBe('on');
      expect(await setting('wal_sync_method')).toBe('fsync');
      expect(await setting('shared_buffers')).toBe(PGLITE_SETTINGS.shared_buffers);
      expect(await setting('maintenance_work_mem')).toBe(PGLITE_SETTINGS.maintenance_work_mem);
    } finally {
      await server.close();
    }
  }, 60_000);
});
