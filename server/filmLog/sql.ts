import type { Queryable } from '../db/database';

/** Timestamps leave as ISO 8601 in UTC, the same text on PGlite and PostgreSQL whatever the session's zone. */
export const isoTimestamp = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

/**
 * Takes the user's row lock for the rest of the transaction: a person's writes that check a
 * count against a limit run one at a time, so two at once cannot both pass at the limit.
 * False when the account is gone: another node may still trust its token for a few seconds.
 */
export async function lockUser(tx: Queryable, userId: number): Promise<boolean> {
  return (await tx.query('select 1 from users where id = $1 for update', [userId])).length > 0;
}

/** The order that puts `named` first as given and every other id after them in its old order. */
export function reordered(current: readonly number[], named: readonly number[]): number[] {
  const first = new Set(named);
  return [...named, ...current.filter((id) => !first.has(id))];
}

/** A page's rows and how many there are in all. */
export interface RowPage<Row> {
  rows: Row[];
  total: number;
}
