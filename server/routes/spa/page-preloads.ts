import fs from 'node:fs';
import path from 'node:path';
import { z } from 'zod';

/** Written by the client build (scripts/page-preloads.mjs). */
const PAGE_PRELOADS_FILE = 'page-preloads.json';

const ScriptPath = z.string().regex(/^[\w./-]+\.js$/);
const ManifestSchema = z.object({
  pages: z.array(z.object({ paths: z.array(z.string().startsWith('/')), scripts: z.array(ScriptPath) })),
  fallback: z.array(ScriptPath),
});

/** A react-router path pattern ("/movie/:id") as the test react-router applies: `:name` is one segment (captured, in order), a trailing slash is fine. */
export function pathPattern(pattern: string): RegExp {
  const segments = pattern
    .split('/')
    .filter(Boolean)
    .map((segment) => (segment.startsWith(':') ? '([^/]+)' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')));
  return new RegExp(`^/${segments.join('/')}/?$`, 'i');
}

const linkHeader = (scripts: readonly string[]): string | null =>
  scripts.length === 0 ? null : scripts.map((script) => `</${script}>; rel=preload; as=script; fetchpriority=low`).join(', ');

/**
 * The `Link` header for the HTML of a client route: the scripts of the page that path shows, so
 * the browser fetches them alongside the entry's instead of after running it. At low priority,
 * as the entry's deferred scripts are: nothing here may hold up the first paint. No
 * manifest (a build without it) or a malformed one only means no header.
 */
export function pagePreloads(root: string): (pathname: string) => string | null {
  let manifest: z.infer<typeof ManifestSchema>;
  try {
    manifest = ManifestSchema.parse(JSON.parse(fs.readFileSync(path.join(root, PAGE_PRELOADS_FILE), 'utf8')));
  } catch {
    return () => null;
  }
  const routes = manifest.pages.flatMap(({ paths, scripts }) => paths.map((pattern) => ({ test: pathPattern(pattern), link: linkHeader(scripts) })));
  const fallback = linkHeader(manifest.fallback);
  return (pathname) => routes.find(({ test }) => test.test(pathname))?.link ?? fallback;
}
