import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { distDir } from './build-state.mjs';

/**
 * After the client build: the first screens as HTML (src/app/shells.ts), so they paint before
 * any script runs. Each shell in each language goes to shells/<language>/<shell>.html, which
 * the server sends by path, signed-in hint and language (shells.json says which is which).
 * For a static host (a CDN) the English ones are also index.html (the frame, every path's
 * fallback), login.html and register.html.
 */
const publicDir = path.join(distDir, 'public');
const { renderShells } = createRequire(import.meta.url)(path.join(distDir, 'prerender', 'render-shell.cjs'));

const template = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
const ROOT = '<div id="root"></div>';
if (!template.includes(ROOT) || !template.includes('<html lang="en">')) {
  throw new Error(`dist/public/index.html has no ${ROOT} or <html lang="en">: public/index.html changed?`);
}

const escapeAttribute = (value) => value.replace(/&/g, '&amp;').replace(/"/g, '&quot;');

function page({ shell, language, html, styleTags }) {
  return template
    .replace('<html lang="en">', `<html lang="${escapeAttribute(language)}">`)
    .replace('</head>', `${styleTags}</head>`)
    .replace(ROOT, `<div id="root" data-shell="${escapeAttribute(shell)}" data-language="${escapeAttribute(language)}">${html}</div>`);
}

/** The file and the pre-compressed copies the server's static files plugin sends. */
function write(relative, content) {
  const file = path.join(publicDir, relative);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
  fs.writeFileSync(`${file}.gz`, gzipSync(content, { level: 9 }));
  fs.writeFileSync(`${file}.br`, brotliCompressSync(content, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
}

const started = Date.now();
const { rendered, routes, fallback } = await renderShells();
for (const shell of rendered) write(path.join('shells', shell.language, `${shell.shell}.html`), page(shell));
const staticHostPages = { layout: 'index.html', login: 'login.html', register: 'register.html' };
for (const shell of rendered.filter(({ language }) => language === 'en')) write(staticHostPages[shell.shell], page(shell));
const languages = [...new Set(rendered.map(({ language }) => language))];
fs.writeFileSync(path.join(publicDir, 'shells.json'), `${JSON.stringify({ languages, routes, fallback }, null, 2)}\n`);
console.log(`[prerender] ${rendered.length} first screens (${languages.join(', ')}) in ${Date.now() - started} ms`);
