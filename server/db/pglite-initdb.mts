/**
 * Creates the cluster of a new directory with PGlite and exits (database.ts runs it as a child
 * process). argv: the directory and PGlite's start parameters as JSON. Erasable TypeScript that
 * imports nothing of the server, as pglite-worker.mts, for the tests run it from this source.
 */
import { PGlite } from '@electric-sql/pglite';

const [dir, startParams] = process.argv.slice(2);
if (!dir || !startParams) throw new Error('usage: pglite-initdb DIR START_PARAMS_JSON');
void PGlite.create(dir, { startParams: JSON.parse(startParams) as string[] }).then((db) => db.close());
