import type { Database } from './database';
import { migrations } from './migrations';

export interface Migration {
  /** Sortable and never reused: '0001-core'. */
  id: string;
  sql: string;
}

/** An arbitrary constant: the advisory lock that lets one node migrate while the others wait. */
const MIGRATION_LOCK = 727_001;

/** Applies every migration not yet applied, each in its own transaction; returns the ids applied. */
export async function migrate(db: Database, list: readonly Migration[] = migrations): Promise<string[]> {
  return db.transaction(async (tx) => {
    if (db.kind === 'postgres') await tx.query('select pg_advisory_xact_lock($1)', [MIGRATION_LOCK]);
    // Under the lock too: two nodes creating the table at once on a new database both pass
    // "if not exists", and the second fails on PostgreSQL's catalogue (pg_type) instead.
    await tx.exec(
      'create table if not exists schema_migrations (id text primary key, applied_at timestamptz not null default now())',
    );
    const done = new Set((await tx.query<{ id: string }>('select id from schema_migrations')).map((row) => row.id));
    const applied: string[] = [];
    for (const migration of [...list].sort((a, b) => a.id.localeCompare(b.id))) {
      if (done.has(migration.id)) continue;
      await tx.exec(migration.sql);
      await tx.query('insert into schema_migrations (id) values ($1)', [migration.id]);
      applied.push(migration.id);
    }
    return applied;
  });
}
