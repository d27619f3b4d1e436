/**
 * Files just over an upload limit, sent again and again in one write and trickled: how many
 * the server takes (it must take none), and how it refuses the rest. A refusal is 413 (the
 * limit), 429 or 503 (the server protecting itself, counted apart), or no answer at all.
 */
import sharp from 'sharp';
import { IMPORT_FIELD, IMPORT_MAX_BYTES } from '../../contract/filmLogImport';
import { PHOTO_FIELD, PHOTO_MAX_BYTES } from '../../contract/photo';
import { multipartBody, type Pace, personHeaders, sendUpload, type UploadFile } from './uploads';

export interface OversizeCase {
  name: string;
  path: string;
  file: UploadFile;
}

export interface OversizeResult {
  name: string;
  pace: Pace;
  fileBytes: number;
  tries: number;
  accepted: number;
  /** Answers by status, and 'reset' / 'timeout' for none. */
  outcomes: Map<number | 'reset' | 'timeout', number>;
  maxMs: number;
}

/** How far over its limit each file is. */
export const OVER_LIMIT = 1.02;
const TRY_TIMEOUT_MS = 30_000;

/** A real JPEG (what sharp encodes) with zeros after its end marker up to `bytes`: decoders stop at the marker. */
export async function paddedJpeg(bytes: number): Promise<Buffer> {
  const jpeg = await sharp({ create: { width: 256, height: 256, channels: 3, background: { r: 120, g: 60, b: 30 } } }).jpeg().toBuffer();
  return Buffer.concat([jpeg, Buffer.alloc(bytes - jpeg.length)]);
}

/** A diary CSV of well-formed rows (reviews under the 500-character cap) of exactly `bytes`: it breaks no rule but its size. */
export function paddedDiaryCsv(bytes: number): Buffer {
  const row = (review: string) => `2020-01-01,The Godfather,1972,https://boxd.it/2bg8,5,,${review},,2020-01-01\n`;
  const lines = ['Date,Name,Year,Letterboxd URI,Rating,Rewatch,Review,Tags,Watched Date\n'];
  let left = bytes - (lines[0]?.length ?? 0);
  while (left > row('').length + 500) {
    lines.push(row('x'.repeat(400)));
    left -= row('x'.repeat(400)).length;
  }
  // The last row's review takes what is left: between 100 and 500 characters.
  lines.push(row('x'.repeat(left - row('').length)));
  const csv = Buffer.from(lines.join(''));
  if (csv.length !== bytes) throw new Error(`the padded CSV is ${csv.length} bytes, not ${bytes}`);
  return csv;
}

/** The import's and the photo's limits, each with a file OVER_LIMIT of it that breaks no other rule. */
export async function oversizeCases(): Promise<OversizeCase[]> {
  return [
    {
      name: 'POST /api/me/imports/ (CSV)',
      path: '/api/me/imports/',
      file: { field: IMPORT_FIELD, fileName: 'diary.csv', contentType: 'text/csv', bytes: paddedDiaryCsv(Math.ceil(IMPORT_MAX_BYTES * OVER_LIMIT)) },
    },
    {
      name: 'POST /api/actualizar-foto-de-perfil/ (JPEG)',
      path: '/api/actualizar-foto-de-perfil/',
      file: { field: PHOTO_FIELD, fileName: 'photo.jpg', contentType: 'image/jpeg', bytes: await paddedJpeg(Math.ceil(PHOTO_MAX_BYTES * OVER_LIMIT)) },
    },
  ];
}

/**
 * `tries` uploads of the case's file at `pace`, from `concurrency` senders at once. Each sender
 * is a person of its own, on an address of its own, and takes a new one every
 * `triesPerAccount` tries: a person may run one import at a time, and the server may make a
 * person or address that is refused too often wait (429), and neither is what this measures.
 */
export async function probeOversize(
  baseUrl: string,
  testCase: OversizeCase,
  pace: Pace,
  newAccount: () => Promise<{ access: string; ip: string }>,
  options: { tries: number; triesPerAccount: number; concurrency: number },
): Promise<OversizeResult> {
  const body = multipartBody(testCase.file);
  const result: OversizeResult = { name: testCase.name, pace, fileBytes: testCase.file.bytes.length, tries: options.tries, accepted: 0, outcomes: new Map(), maxMs: 0 };
  const senders: Array<Array<{ access: string; ip: string }>> = [];
  for (let sender = 0; sender < options.concurrency; sender += 1) {
    const tries = Math.ceil((options.tries - sender) / options.concurrency);
    const accounts = [];
    for (let made = 0; made < Math.ceil(tries / options.triesPerAccount); made += 1) accounts.push(await newAccount());
    senders.push(accounts);
  }
  await Promise.all(senders.map(async (accounts, sender) => {
    for (let turn = 0; sender + turn * options.concurrency < options.tries; turn += 1) {
      const account = accounts[Math.floor(turn / options.triesPerAccount)];
      if (!account) throw new Error('no account to upload with');
      const outcome = await sendUpload(baseUrl + testCase.path, personHeaders(account), body, pace, TRY_TIMEOUT_MS);
      if (typeof outcome.status === 'number' && outcome.status >= 200 && outcome.status < 300) result.accepted += 1;
      result.outcomes.set(outcome.status, (result.outcomes.get(outcome.status) ?? 0) + 1);
      result.maxMs = Math.max(result.maxMs, outcome.ms);
    }
  }));
  return result;
}

export function oversizeTable(results: readonly OversizeResult[]): string {
  const count = (result: OversizeResult, key: number | 'reset' | 'timeout') => result.outcomes.get(key) ?? 0;
  const others = (result: OversizeResult) =>
    [...result.outcomes].filter(([key]) => typeof key === 'number' && ![413, 429, 503].includes(key) && !(key >= 200 && key < 300))
      .map(([key, n]) => `${key}: ${n}`).join(', ') || '-';
  return [
    '| Upload | file bytes | sent | tries | accepted (2xx) | 413 | 429 | 503 | other codes | no answer (closed / timeout) | slowest ms |',
    '|---|---:|---|---:|---:|---:|---:|---:|---|---:|---:|',
    ...results.map((r) => `| ${r.name} | ${r.fileBytes} | ${r.pace} | ${r.tries} | ${r.accepted} | ${count(r, 413)} | ${count(r, 429)} | ${count(r, 503)} | ` +
      `${others(r)} | ${count(r, 'reset')} / ${count(r, 'timeout')} | ${r.maxMs} |`),
  ].join('\n');
}
