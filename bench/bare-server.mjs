/**
 * The ceilings of a load row (bench/api.ts), each in a process of its own as the server under
 * test is: a bare node:http server, or with `fastify` as its argument a Fastify app of one route
 * (logging at warn, as the server runs), answering every request with one response read on its
 * stdin as JSON ({ headers, body } with the body in base64): the same status line, headers and
 * body bytes. Prints its port once listening.
 */
import http from 'node:http';
import { text } from 'node:stream/consumers';
import Fastify from 'fastify';

const { headers, body } = JSON.parse(await text(process.stdin));
const bytes = Buffer.from(body, 'base64');
const listening = (port) => process.stdout.write(`${port}\n`);

if (process.argv[2] === 'fastify') {
  const app = Fastify({ logger: { level: 'warn' } });
  app.get('/', (_request, reply) => reply.headers(headers).send(bytes));
  await app.listen({ port: 0, host: '127.0.0.1' });
  listening(app.server.address().port);
} else {
  const server = http.createServer((_request, response) => response.writeHead(200, headers).end(bytes));
  server.listen(0, '127.0.0.1', () => listening(server.address().port));
}
