import './compile-cache';
import type { FastifyInstance } from 'fastify';
import Fastify from 'fastify';
import movieBrowser, { serverOptions } from './app';
import { ConfigError, loadConfig, type Config } from './config';
import { closeGracefully } from './http/shutdown';
import { startupSummary } from './http/startup-summary';

/** Past this, in-flight requests are abandoned so an orchestrator's stop never hangs. */
const SHUTDOWN_DEADLINE_MS = 10_000;

function configOrExit(): Config {
  try {
    return loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      process.stderr.write(`${error.message}\n`);
      process.exit(1);
    }
    throw error;
  }
}

/**
 * Stops the node: stop accepting connections, serve what was already sent, close the database
 * and cache through the onClose hooks, exit with `code`; past the deadline, exit 1 at once.
 */
function stopper(app: FastifyInstance): (code: number) => void {
  let closing = false;
  return (code) => {
    if (closing) return;
    closing = true;
    setTimeout(() => {
      app.log.error({ deadlineMs: SHUTDOWN_DEADLINE_MS }, 'shutdown deadline passed: exiting');
      process.exit(1);
    }, SHUTDOWN_DEADLINE_MS).unref();
    closeGracefully(app).then(
      () => {
        app.log.info('stopped');
        process.exit(code);
      },
      (error: unknown) => {
        app.log.error({ err: error }, 'shutdown failed');
        process.exit(1);
      },
    );
  };
}

/**
 * SIGTERM/SIGINT stop the node and exit 0. A database gone until the process starts again (the
 * embedded database's thread stopped) stops it too and exits 1, so that the supervisor starts a
 * node that has one, rather than keep one that answers every request with 503.
 */
function stopWhenAsked(app: FastifyInstance): void {
  const stop = stopper(app);
  const onSignal = (signal: NodeJS.Signals) => {
    app.log.info({ signal }, 'shutting down: finishing in-flight requests');
    stop(0);
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
  void app.db.lost?.then((error) => {
    app.log.fatal({ err: error }, 'the database stopped: shutting down so that the supervisor starts the node again');
    stop(1);
  });
}

/** The one process that listens. */
async function main(): Promise<void> {
  const config = configOrExit();
  const app = Fastify(serverOptions(config));
  await app.register(movieBrowser, { config });
  stopWhenAsked(app);
  await app.listen({ port: config.PORT, host: config.HOST });
  const films =
    app.movieSource.kind === 'embedded'
      ? Number((await app.db.query<{ films: number }>('select count(*)::int as films from movies'))[0]?.films ?? 0)
      : null;
  app.log.info(
    {
      // From process start, so module loading and the database's first open are counted too.
      startupMs: Math.round(process.uptime() * 1000),
      rssMb: Math.round(process.memoryUsage().rss / 2 ** 20),
      database: app.db.kind,
      cache: app.cache.kind,
      source: app.movieSource.kind,
      summary: startupSummary({
        address: app.server.address(),
        config,
        source: app.movieSource.kind,
        films,
        built: process.env.START_BUILT,
      }),
    },
    'ready',
  );
}

main().catch((error: unknown) => {
  process.stderr.write(`Failed to start: ${error instanceof Error ? error.message : String(error)}\n`);
  process.exit(1);
});
