import { createHash } from 'node:crypto';
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import vm from 'node:vm';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { checkTemplate, pageHtml } from '../server/routes/spa/page-html.ts';
import { headScript } from '../src/app/headScript.ts';
import { distDir } from './build-state.mjs';

/**
 * After the client build: the first screens as HTML (src/app/prerender/index.tsx), so they
 * paint before any script runs. Each shell in each language goes to shells/<language>/<shell>.html,
 * which the server sends by path, signed-in hint and language (shells.json: each page's paths and access).
 * For a static host (a CDN) the English ones are also index.html (the frame, every path's
 * fallback), login.html and register.html.
 */
const publicDir = path.join(distDir, 'public');
const { renderShells } = createRequire(import.meta.url)(path.join(distDir, 'server-render', 'app.cjs'));

const template = fs.readFileSync(path.join(publicDir, 'index.html'), 'utf8');
checkTemplate(template);

// Run under tsx, as webpack's config is: the same transpiler, so the same text as the HTML's.
const HEAD_SCRIPT = headScript();
if (!template.includes(`<script>${HEAD_SCRIPT}</script>`)) {
  throw new Error('dist/public/index.html lacks the head script as contract/preferences.ts writes it: its CSP hash would not match');
}

// It must stand alone in a page: run once here against a bare one, a helper the transpiler
// slipped in (the page has none) fails the build instead of every first paint.
const storage = { getItem: () => null };
const bareHtml = { lang: 'en', setAttribute() {}, classList: { add() {} } };
vm.runInNewContext(HEAD_SCRIPT, {
  document: { documentElement: bareHtml, cookie: '', addEventListener() {} },
  window: { localStorage: storage, sessionStorage: storage },
  location: { search: '' },
  navigator: { languages: ['en-US'] },
  URLSearchParams,
});

/** A script's CSP source expression; the server allows exactly these inline scripts (shells.json). */
const cspHash = (script) => `'sha256-${createHash('sha256').update(script).digest('base64')}'`;
const scriptHashes = new Set([cspHash(HEAD_SCRIPT)]);

const ENTRY_SCRIPT = /<script defer="defer" src="([^"]+)"><\/script>/g;
const entryScripts = [...template.matchAll(ENTRY_SCRIPT)].map(([, src]) => src);
if (entryScripts.length === 0) throw new Error('dist/public/index.html has no deferred entry scripts: the HTML plugin settings changed?');
const pageScripts = JSON.parse(fs.readFileSync(path.join(publicDir, 'page-scripts.json'), 'utf8'));
/** The page's scripts beyond the entry's (scripts/page-scripts.mjs): its chunk is named after its route id. */
function scriptsOf({ id }) {
  if (!pageScripts[id]) throw new Error(`page-scripts.json has no chunk named "${id}" (a webpackChunkName renamed?)`);
  return pageScripts[id];
}

/**
 * The script that starts a page's scripts after the first paint, the page's own chunks first:
 * the account forms' HTML ends with it, and so does the server's render of a signed-in page
 * (shells.json's loaders, by page). In insertion order (async = false), the page's chunks
 * registered before the runtime reads them; a tab opened in the background paints no frame, so a
 * timer starts them there. One script a task: starting a request costs the main thread a
 * millisecond or more, and a page has up to 17 scripts.
 */
function scriptsAfterFirstPaint(route) {
  const scripts = [...scriptsOf(route).map((script) => `/${script}`), ...entryScripts];
  const loader = `
      (function (scripts) {
        var started = false;
        var next = 0;
        var channel = new MessageChannel();
        channel.port1.onmessage = insertNext;
        function insertNext() {
          var script = document.createElement('script');
          script.src = scripts[next];
          script.async = false;
          document.head.appendChild(script);
          next += 1;
          if (next < scripts.length) channel.port2.postMessage(null);
        }
        function start() {
          if (started) return;
          started = true;
          insertNext();
        }
        requestAnimationFrame(function () { setTimeout(start, 0); });
        setTimeout(start, 500);
      })(${JSON.stringify(scripts)});
    `;
  scriptHashes.add(cspHash(loader));
  return `<script>${loader}</script>`;
}

const { rendered, routes: pageRoutes, fallback } = await renderShells();
/** The route table for the server (shells.json), with each page's scripts for the preload header of its frame. */
const routes = pageRoutes.map((route) => ({ ...route, scripts: scriptsOf(route) }));
/** Each page's loader script, by page id. */
const loaders = Object.fromEntries(routes.map((route) => [route.id, scriptsAfterFirstPaint(route)]));

/**
 * An account form starts its scripts after its first paint (its loader), so no download competes
 * with painting it (docs/ARCHITECTURE.md, "First paint"); the server sends it no Link preloads.
 * The frame keeps its deferred scripts in the head.
 */
function page({ shell, language, html, styleTags }) {
  const form = shell in loaders;
  return pageHtml(form ? template.replace(ENTRY_SCRIPT, '') : template, {
    language,
    head: styleTags,
    // `data-whole`: the HTML is the app's whole first screen, which it hydrates (src/app/renderApp.tsx).
    rootAttributes: { 'data-shell': shell, 'data-language': language, ...(form && { 'data-whole': '' }) },
    rootHtml: html,
    bodyEnd: form ? `\n  ${loaders[shell]}\n  ` : '',
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
// What the server makes a signed-in visitor's page from (server/routes/spa/page-renderer.ts): its
// scripts start after the first paint (the page's loader), as the account forms' do.
fs.writeFileSync(path.join(distDir, 'server-render', 'page.html'), template.replace(ENTRY_SCRIPT, ''));
fs.writeFileSync(path.join(publicDir, 'shells.json'), `${JSON.stringify({ languages, routes, fallback, loaders, scriptHashes: [...scriptHashes] }, null, 2)}\n`);
console.log(`[prerender] ${rendered.length} first screens (${languages.join(', ')}) in ${Date.now() - started} ms`);
