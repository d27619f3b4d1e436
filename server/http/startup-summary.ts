import type { AddressInfo } from 'node:net';
import path from 'node:path';
import type { Config } from '../config';
import { addressToOpen } from '../config/open-address';
import { urlWithoutCredentials } from './log-format';

/** What a person starting the server wants to know, address first; nothing in it is secret. */
export interface StartupFacts {
  address: AddressInfo | string | null;
  config: Pick<Config, 'DATA_DIR' | 'DATABASE_URL' | 'REDIS_URL' | 'TMDB_BASE_URL'>;
  source: 'embedded' | 'tmdb';
  /** Films in the embedded catalogue; unknown (null) for TMDB. */
  films: number | null;
  /** What scripts/start.mjs built before starting this process (START_BUILT), if it did. */
  built: string | undefined;
}

export function startupSummary({ address, config, source, films, built }: StartupFacts): Record<string, string> {
  return {
    open: addressToOpen(address),
    ...(built ? { built } : {}),
    database: config.DATABASE_URL
      ? `PostgreSQL at ${urlWithoutCredentials(config.DATABASE_URL)}`
      : `PGlite in ${path.resolve(config.DATA_DIR)}`,
    cache: config.REDIS_URL ? `Redis at ${urlWithoutCredentials(config.REDIS_URL)}` : 'in memory (this process)',
    catalogue:
      source === 'embedded'
        ? `embedded film world, ${films === null ? 'unknown number of' : films.toLocaleString('en')} films`
        : `TMDB passthrough (${urlWithoutCredentials(config.TMDB_BASE_URL)})`,
  };
}
