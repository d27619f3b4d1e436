import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import SwaggerParser from '@apidevtools/swagger-parser';
import Fastify, { type FastifyInstance, type RouteOptions } from 'fastify';
import appPlugin, { serverOptions } from '../app';
import { loadConfig } from '../config';
import { templateDataDir } from '../testing/databases';
import { isDocumented } from '.';

interface Operation {
  responses: Record<string, unknown>;
  requestBody?: { content: Record<string, { schema: { required?: string[]; properties?: Record<string, { format?: string }> } }> };
  tags?: string[];
  security?: Array<Record<string, string[]>>;
}
interface Document {
  openapi: string;
  info: { description: string; license: { name: string; identifier: string } };
  paths: Record<string, Record<string, Operation>>;
}

/** Fastify's `/movie/:id` is OpenAPI's `/movie/{id}`. */
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

describe('GET /api/openapi.json', () => {
  let app: FastifyInstance;
  let dataDir: string;
  /** Every route the app registers, as fastify's onRoute hook sees it. */
  const routes: RouteOptions[] = [];
  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'movie-browser-test-'));
    await fs.cp(templateDataDir(), dataDir, { recursive: true });
    const config = loadConfig({ DATA_DIR: dataDir, LOG_LEVEL: 'silent', SESSION_SECRET: randomBytes(32).toString('hex') });
    app = Fastify(serverOptions(config, false));
    app.addHook('onRoute', (route) => void routes.push(route));
    await app.register(appPlugin, { config, spaRoot: '/nonexistent' });
    await app.ready();
  }, 30_000);
  afterAll(async () => {
    await app.close();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const fetchDocument = async () => {
    const res = await app.inject({ method: 'GET', url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    return { res, document: res.json<Document>() };
  };

  it('is public, cacheable JSON that a maintained validator accepts as OpenAPI 3.1', async () => {
    const { res, document } = await fetchDocument();
    expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=3600');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(document.openapi).toBe('3.1.0');
    // It throws with every schema error it finds; a copy, since it resolves $refs in place.
    await expect(SwaggerParser.validate(structuredClone(document) as never)).resolves.toBeDefined();
  });

  it("names the catalogue's sources and the data's licence, and the code's licence", async () => {
    const { document } = await fetchDocument();
    expect(document.info.license).toEqual({ name: 'MIT', identifier: 'MIT' });
    for (const source of ["Wikipedia's contributors", 'prust/wikipedia-movie-data (MIT)', 'CMU Movie Summary Corpus', 'vega-datasets (BSD-3-Clause)']) {
      expect(document.info.description).toContain(source);
    }
    expect(document.info.description).toContain('CC BY-SA 4.0 (https://creativecommons.org/licenses/by-sa/4.0/)');
  });

  it('documents every route under /api and /3 with exactly the status codes its schema declares, and nothing else', async () => {
    const { document } = await fetchDocument();
    const registered = routes
      // /3's catch-all answers 404 in TMDB's shape: no operation to document.
      .filter((route) => isDocumented(route.url) && (route.schema as { hide?: boolean } | undefined)?.hide !== true)
      // Fastify adds a HEAD to each GET by itself; the GET documents it.
      .flatMap((route) => [route.method].flat().filter((method) => method !== 'HEAD').map((method) => ({ route, method })));
    expect(registered.length).toBeGreaterThan(30);
    expect(registered.map(({ route }) => route.url)).toEqual(expect.arrayContaining(['/api/auth/login/', '/3/movie/:id']));

    const expected = registered.map(({ route, method }) => {
      const declared = Object.keys((route.schema?.response as Record<string, unknown> | undefined) ?? {});
      return `${method} ${openApiPath(route.url)} ${declared.sort().join(',')}`;
    });
    const documented = Object.entries(document.paths).flatMap(([url, operations]) =>
      Object.entries(operations).map(([method, operation]) => `${method.toUpperCase()} ${url} ${Object.keys(operation.responses).sort().join(',')}`),
    );
    expect(documented.sort()).toEqual(expected.sort());
  });

  it('describes the photo upload as multipart/form-data with its binary field', async () => {
    const { document } = await fetchDocument();
    const upload = document.paths['/api/actualizar-foto-de-perfil/']?.post;
    const form = upload?.requestBody?.content['multipart/form-data']?.schema;
    expect(form?.required).toEqual(['photo']);
    expect(form?.properties?.photo?.format).toBe('binary');
    expect(Object.keys(upload?.responses ?? {}).sort()).toEqual(['200', '400', '413', '415', '429', '503']);
  });

  it('groups operations by area and leaves the SPA and image routes out', async () => {
    const { document } = await fetchDocument();
    expect(document.paths['/api/auth/login/']?.post?.tags).toEqual(['api/auth']);
    expect(document.paths['/3/search/movie']?.get?.tags).toEqual(['3']);
    expect(document.paths['/3/search/movie']?.get?.security).toEqual([{ apiKey: [] }, { bearerKey: [] }]);
    expect(Object.keys(document.paths).filter((url) => !isDocumented(url))).toEqual([]);
  });
});
