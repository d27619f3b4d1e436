import type { Migration } from '../migrate';
import { core } from './0001-core';
import { accounts } from './0002-accounts';
import { catalogue } from './0003-catalogue';
import { profile } from './0004-profile';
import { filmWorld } from './0005-film-world';
import { sessionAccess } from './0006-session-access';
import { discover } from './0007-discover';
import { filmLog } from './0009-film-log';
import { discoverByYear } from './0011-discover-by-year';
import { apiKeyHash } from './0012-api-key-hash';
import { importMatching } from './0013-import-matching';
import { worldFilms } from './0014-world-films';
import { importSteps } from './0015-import-steps';
import { popularityActivity } from './0017-popularity-activity';
import { discoverWorld } from './0018-discover-world';
import { forYouIndexes } from './0019-for-you-indexes';
import { freebaseIds } from './0020-freebase-ids';
import { titleSort } from './0021-title-sort';
import { similarEra } from './0022-similar-era';
import { importUnmatched } from './0023-import-unmatched';
import { signInProviders } from './0024-sign-in-providers';
import { discoverInMemory } from './0025-discover-in-memory';
import { searchInMemory } from './0026-search-in-memory';
import { titleSortLetters } from './0027-title-sort-letters';
import { formerFilmIds } from './0028-former-film-ids';

/** Every migration, in order. Both PGlite and PostgreSQL run exactly these. */
export const migrations: readonly Migration[] = [core, accounts, catalogue, profile, filmWorld, sessionAccess, discover, filmLog, discoverByYear, apiKeyHash, importMatching, worldFilms, importSteps, popularityActivity, discoverWorld, forYouIndexes, freebaseIds, titleSort, similarEra, importUnmatched, signInProviders, discoverInMemory, searchInMemory, titleSortLetters, formerFilmIds];
