import type { Config } from '../config';

/** JSON for machines (the default off a terminal), short lines for a person at a terminal. */
export type LogFormat = 'json' | 'human';

export function chooseLogFormat(setting: Config['LOG_FORMAT'], stdoutIsTty: boolean): LogFormat {
  if (setting !== 'auto') return setting;
  return stdoutIsTty ? 'human' : 'json';
}

/** A postgres:// or redis:// URL as it may be shown: no user name or password, no query (it may carry a password too). */
export function urlWithoutCredentials(url: string): string {
  const parsed = new URL(url);
  return `${parsed.protocol}//${parsed.host}${parsed.pathname === '/' ? '' : parsed.pathname}`;
}

const LEVELS: Record<number, string> = { 10: 'trace', 20: 'debug', 30: '', 40: 'warning', 50: 'error', 60: 'fatal' };
/** pino's own fields and the request id: noise at a terminal. */
const HIDDEN = new Set(['level', 'time', 'pid', 'hostname', 'msg', 'reqId', 'err']);

function valueText(value: unknown): string {
  if (typeof value === 'string') return /\s/.test(value) ? JSON.stringify(value) : value;
  return JSON.stringify(value);
}

/**
 * One pino record as a person reads it: the message, then its plain fields as key=value, and an
 * error as its message. A record with a `summary` is that summary instead: its first entry on
 * the message's line ("Ready: open http://localhost:8080/"), the others aligned under it.
 * Records reach this after pino's redaction, and it prints no headers or bodies at all.
 */
export function humanLines(record: Record<string, unknown>): string {
  const message = String(record.msg ?? '');
  const summary = record.summary as Record<string, string> | undefined;
  if (summary) {
    const [[firstKey, firstValue] = ['', ''], ...rest] = Object.entries(summary);
    const width = Math.max(0, ...rest.map(([key]) => key.length));
    const head = `${message.charAt(0).toUpperCase()}${message.slice(1)}: ${firstKey} ${firstValue}`;
    return [head, ...rest.map(([key, value]) => `  ${key.padEnd(width)}  ${value}`)].join('\n') + '\n';
  }
  const level = LEVELS[Number(record.level)] ?? '';
  const fields = Object.entries(record)
    .filter(([key, value]) => !HIDDEN.has(key) && (typeof value !== 'object' || value === null))
    .map(([key, value]) => `${key}=${valueText(value)}`);
  const error = record.err as { message?: unknown } | undefined;
  const parts = [level && `${level}:`, message, ...fields, error?.message !== undefined && `(${String(error.message)})`];
  return `${parts.filter(Boolean).join(' ')}\n`;
}

/** Fastify's "Server listening at" lines: at a terminal the ready summary gives the address to open instead. */
const LISTENING = /^Server listening at /;

/** A pino destination that writes humanLines to out; pino hands it one JSON record per write. */
export function humanStream(out: { write(text: string): unknown }): { write(line: string): void } {
  return {
    write(line: string) {
      let record: Record<string, unknown>;
      try {
        record = JSON.parse(line) as Record<string, unknown>;
      } catch {
        out.write(line);
        return;
      }
      if (!LISTENING.test(String(record.msg))) out.write(humanLines(record));
    },
  };
}
