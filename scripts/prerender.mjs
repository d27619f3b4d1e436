import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { manifestPath } from '../contract/installableApp.ts';
import { pageTemplate, rootElement, scriptPreloads } from '../server/routes/spa/page-html.ts';
import { distDir } from './build-state.mjs';

/**
 * After the client build: the first screens as HTML (src/app/prerender/index.tsx), so they
 * paint before any script runs. Each shell in each language goes to shells/<language>/<shell>.html,
 * which the server sends by path, signed-in hint and language (shells.json: each page's paths,
 * access and scripts). For a static host (a CDN) the English ones are also index.html (the frame,
 * every path's fallback), login.html and register.html. Pages are the build's template with its
 * slots filled (server/routes/spa/page-html.ts).
 */
const publicDir = path.join(distDir, 'public');
const { renderShells } = createRequire(import.meta.url)(path.join(distDir, 'server-render', 'app.cjs'));

const template = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
const fillTemplate = pageTemplate(template);

// The head script as webpack emitted it (webpack.config.ts, "head script"), inline in the template: its hash goes into the CSP.
const HEAD_SCRIPT = fs.readFileSync(path.join(distDir, 'head-script', 'head-script.js'), 'utf8').trim();
if (HEAD_SCRIPT.toLowerCase().includes('</script') || !template.includes(`<script>${HEAD_SCRIPT}</script>`)) {
  throw new Error("dist/public/index.html lacks the built head script whole, or it holds '</script': its CSP hash would not allow it");
}
/** A script's CSP source expression; the server allows exactly these inline scripts (shells.json). */
const cspHash = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;

const pageScripts = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-scripts.json'), 'utf8'));
/** The page's scripts beyond the entry's (scripts/page-scripts.mjs): its chunk is named after its route id. */
function scriptsOf({ id }) {
  if (!pageScripts[id]) throw new Error(`page-scripts.json has no chunk named "${id}" (a webpackChunkName renamed?)`);
  return pageScripts[id];
}

const { rendered, routes: pageRoutes, fallback } = await renderShells();
/** The route table for the server (shells.json), with each page's scripts for its preloads. */
const routes = pageRoutes.map((route) => ({ ...route, scripts: scriptsOf(route) }));
const formScripts = Object.fromEntries(routes.filter(({ access }) => access === 'guest').map((route) => [route.id, route.scripts]));

/**
 * A first screen's page. An account form preloads its page's scripts, which hydrating it needs
 * beside the entry's (the template's deferred scripts); the frame gets them by the server's Link header.
 */
function page({ shell, language, html, styleTags }) {
  const form = shell in formScripts;
  const preloads = form ? scriptPreloads(formScripts[shell]) : '';
  return fillTemplate({
    language,
    manifest: manifestPath(language),
    head: styleTags + preloads,
    // `data-whole`: the HTML is the app's whole first screen, which it hydrates (src/app/renderApp.tsx).
    root: rootElement({ 'data-shell': shell, 'data-language': language, ...(form && { 'data-whole': '' }) }, html),
    bodyEnd: '',
  });
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
for (const shell of rendered) write(path.join('shells', shell.language, `${shell.shell}.html`), page(shell));
// A static host cannot tell a signed-in reader (the hint is a cookie): every other path gets the frame.
const staticHostPages = { layout: 'index.html', login: 'login.html', register: 'register.html' };
for (const shell of rendered.filter(({ language, shell }) => language === 'en' && shell in staticHostPages)) {
  write(staticHostPages[shell.shell], page(shell));
}
const languages = [...new Set(rendered.map(({ language }) => language))];
// What the server fills for a page it renders (server/routes/spa/page-renderer.ts).
fs.writeFileSync(path.join(distDir, 'server-render', 'page.html'), template);
fs.writeFileSync(path.join(publicDir, 'shells.json'), `${JSON.stringify({ languages, routes, fallback, scriptHashes: [cspHash(HEAD_SCRIPT)] }, null, 2)}\n`);
console.log(`[prerender] ${rendered.length} first screens (${languages.join(', ')}) in ${Date.now() - started} ms`);
