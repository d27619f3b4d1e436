import { buildStale } from './build-state.mjs';

/** `npm run build`: the stale builds only, stamped so `npm start` trusts them. Force one with rm -rf dist. */
process.exit((await buildStale()) ? 0 : 1);
