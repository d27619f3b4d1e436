import fs from 'node:fs/promises';
import path from 'node:path';

const PUBLIC_DIR = path.resolve(__dirname, '..', 'dist', 'public');
const ROOT = path.resolve(__dirname, '..');

/** Texts that must never ship to a browser: the test password, secrets, server paths, keys. */
async function forbiddenTexts(): Promise<Array<[string, string]>> {
  const texts: Array<[string, string]> = [
    ['the server tests’ password', 'correct horse battery staple'],
    ['a private key', 'PRIVATE KEY-----'],
    ['the repository path', ROOT],
    ['server code', 'argon2'],
    ['the session secret setting', 'SESSION_SECRET'],
  ];
  for (const name of ['SESSION_SECRET', 'TMDB_API_KEY', 'DATABASE_URL', 'REDIS_URL']) {
    const value = process.env[name];
    if (value) texts.push([name, value]);
  }
  const generated = await fs.readFile(path.join(ROOT, 'data', 'session-secret'), 'utf8').catch(() => '');
  if (generated.trim()) texts.push(['the generated session secret in ./data', generated.trim()]);
  return texts;
}

async function filesUnder(dir: string): Promise<string[]> {
  const entries = await fs.readdir(dir, { withFileTypes: true, recursive: true });
  return entries.filter((entry) => entry.isFile()).map((entry) => path.join(entry.parentPath, entry.name));
}

describe('the built SPA (dist/public, from npm run build)', () => {
  it('holds no secret, test password or server path', async () => {
    const files = (await filesUnder(PUBLIC_DIR)).filter((file) => /\.(js|html|json|css|txt|svg)$/.test(file));
    expect(files.some((file) => file.endsWith('index.html'))).toBe(true);
    const texts = await forbiddenTexts();
    const found: string[] = [];
    for (const file of files) {
      const content = await fs.readFile(file, 'utf8');
      for (const [name, text] of texts) if (content.includes(text)) found.push(`${name} in ${path.relative(ROOT, file)}`);
    }
    expect(found).toEqual([]);
  });

  it('ships no source maps that would carry the sources', async () => {
    expect((await filesUnder(PUBLIC_DIR)).filter((file) => file.endsWith('.map'))).toEqual([]);
  });
});
