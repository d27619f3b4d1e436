/**
 * The Diary's limits as contract/filmLog.ts sets them, restated here because importing any value
 * of that module builds all its schemas: zod's shared modules then ship more of zod in every
 * first visit, and contract/movies brings full zod into this chunk. limits.test.ts proves
 * these agree with the contract.
 */
export const NOTE_MAX_LENGTH = 500;
export const EARLIEST_WATCHED_ON = '1888-01-01';

/** The latest calendar date anywhere on Earth (UTC+14), as the server takes "not in the future". */
export function latestToday(now: Date = new Date()): string {
  return new Date(now.getTime() + 14 * 3600 * 1000).toISOString().slice(0, 10);
}

/** Whether `day` is a real 'YYYY-MM-DD' calendar day the server accepts as a viewing date. */
export function isWatchedOn(day: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day)) return false;
  const date = new Date(`${day}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().startsWith(day) && day >= EARLIEST_WATCHED_ON && day <= latestToday();
}
