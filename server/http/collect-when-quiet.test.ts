import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectWhenQuiet } from './collect-when-quiet';

const QUIET = 40;
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('collectWhenQuiet', () => {
  let server: http.Server;
  let finish: (() => void) | null;
  let url: string;
  beforeEach(async () => {
    finish = null;
    // A request to /slow stays open until the test finishes it: an upload still arriving.
    server = http.createServer((request, response) => {
      if (request.url === '/slow') finish = () => response.end('done');
      else response.end('ok');
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  });
  afterEach(async () => {
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });

  it('collects once, only after the last request in flight has been answered and the node stayed quiet', async () => {
    let collections = 0;
    const collector = collectWhenQuiet(server, () => (collections += 1), QUIET);
    const slow = fetch(`${url}/slow`);
    while (finish === null) await pause(5);
    collector.schedule();
    collector.schedule();
    await pause(QUIET * 4);
    expect(collections).toBe(0);

    finish();
    await (await slow).text();
    while (collections === 0) await pause(5);
    await pause(QUIET * 3);
    expect(collections).toBe(1);
    collector.stop();
  });

  it('never collects unless asked to', async () => {
    let collections = 0;
    const collector = collectWhenQuiet(server, () => (collections += 1), QUIET);
    await (await fetch(url)).text();
    await pause(QUIET * 4);
    expect(collections).toBe(0);
    collector.stop();
  });
});
