import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { IMPORT_LIMITS, ImportRejectedError } from './limits';
import { giveTurns } from './turns';

/** One text file of an upload, decoded, named as in the ZIP (or as uploaded). */
export interface UploadedFile {
  name: string;
  text: string;
}

/** Our own export's file of favorite actors, which only a ZIP carries. */
export const FAVORITE_ACTORS_FILE = 'favorite-actors.json';
const ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x03, 0x04]);
const EMPTY_ZIP_MAGIC = Buffer.from([0x50, 0x4b, 0x05, 0x06]);
const mib = (bytes: number) => `${Math.round(bytes / (1024 * 1024))} MiB`;

/**
 * The CSVs a Letterboxd export holds that the import reads, and our own export's favorite
 * actors; everything else in a ZIP is skipped unread.
 */
export function isImportedEntry(name: string): boolean {
  return /^(diary|ratings|watched|watchlist|likes\/films)\.csv$/i.test(name) || /^lists\/[^/]+\.csv$/i.test(name) || name === FAVORITE_ACTORS_FILE;
}

/** The CSV files of an upload: the readable entries of a ZIP, or the upload itself as one CSV. */
export async function uploadedFiles(bytes: Buffer, uploadName: string): Promise<UploadedFile[]> {
  if (bytes.subarray(0, 4).equals(ZIP_MAGIC) || bytes.subarray(0, 4).equals(EMPTY_ZIP_MAGIC)) return zipFiles(bytes);
  return [{ name: checkedName(uploadName), text: await decodeText(bytes, uploadName) }];
}

/** A file's name goes into the import's report (PostgreSQL's text holds no NUL), so one with control characters is refused. */
function checkedName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(name)) throw new ImportRejectedError('A file name holds control characters: rename the file and try again.');
  return name;
}

/** Bytes decoded at a time: a few milliseconds each, so a 20 MB file decodes between other requests. */
const DECODE_SLICE = 1024 * 1024;

/**
 * UTF-8 with or without a byte order mark, and UTF-16 when a byte order mark says so (what
 * spreadsheets write as "Unicode text"). Anything else is refused rather than guessed at: a
 * wrong guess would import mangled titles that then match nothing.
 */
export async function decodeText(bytes: Buffer, name: string): Promise<string> {
  const bom = bytes[0] === 0xff && bytes[1] === 0xfe ? 'utf-16le' : bytes[0] === 0xfe && bytes[1] === 0xff ? 'utf-16be' : null;
  const decoder = new TextDecoder(bom ?? 'utf-8', { fatal: bom === null });
  const body = bom ? bytes.subarray(2) : bytes;
  const turn = giveTurns();
  const pieces: string[] = [];
  try {
    for (let start = 0; start < body.length; start += DECODE_SLICE) {
      const end = start + DECODE_SLICE;
      const piece = decoder.decode(body.subarray(start, end), { stream: end < body.length });
      // eslint-disable-next-line no-control-regex
      if (/[\x00-\x08\x0e-\x1f]/.test(piece)) throw new ImportRejectedError(`${name} is not a text file.`);
      pieces.push(piece);
      await turn();
    }
  } catch (error) {
    if (error instanceof ImportRejectedError) throw error;
    throw new ImportRejectedError(`${name} is not UTF-8 text: save it as CSV (UTF-8) and try again.`);
  }
  return pieces.join('');
}

function zipError(error: unknown): ImportRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  // yauzl refuses names that would leave the folder they are unpacked in.
  if (/absolute path|invalid relative path|invalid characters in fileName/i.test(message)) {
    return new ImportRejectedError(`The ZIP holds a file with an unsafe name (${message}).`);
  }
  return new ImportRejectedError('The ZIP file could not be read: it is damaged or cut short.');
}

/**
 * Reads the imported entries one at a time, refusing the whole ZIP as soon as a limit is
 * passed: too many entries or an unsafe name before anything is unpacked, a declared size or
 * ratio over the caps before an entry is unpacked, and the bytes actually unpacked while
 * streaming, so a header that lies about its size stops at the cap too.
 */
async function zipFiles(bytes: Buffer): Promise<UploadedFile[]> {
  let zip: yauzl.ZipFile;
  try {
    zip = await yauzl.fromBufferPromise(bytes, { strictFileNames: true });
  } catch (error) {
    throw zipError(error);
  }
  if (zip.entryCount > IMPORT_LIMITS.zipEntries) {
    throw new ImportRejectedError(`The ZIP holds more than ${IMPORT_LIMITS.zipEntries} files.`);
  }
  const files: UploadedFile[] = [];
  let total = 0;
  try {
    for await (const entry of zip.eachEntry()) {
      if (!isImportedEntry(entry.fileName)) continue;
      checkedName(entry.fileName);
      checkDeclaredSize(entry);
      const unpacked = await readEntry(await zip.openReadStreamPromise(entry), entry.fileName, IMPORT_LIMITS.totalBytes - total);
      total += unpacked.length;
      files.push({ name: entry.fileName, text: await decodeText(unpacked, entry.fileName) });
    }
  } catch (error) {
    throw error instanceof ImportRejectedError ? error : zipError(error);
  }
  if (files.length === 0) {
    throw new ImportRejectedError(
      'The ZIP holds none of diary.csv, ratings.csv, watched.csv, watchlist.csv, likes/films.csv or lists/*.csv.',
    );
  }
  return files;
}

function checkDeclaredSize(entry: yauzl.Entry): void {
  if (entry.uncompressedSize > IMPORT_LIMITS.entryBytes) throw tooBig(entry.fileName);
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > IMPORT_LIMITS.ratioFloorBytes && ratio > IMPORT_LIMITS.entryRatio) {
    throw new ImportRejectedError(`${entry.fileName} unpacks to ${Math.round(ratio)} times its packed size: refused as a ZIP bomb.`, 413);
  }
}

const tooBig = (name: string) =>
  new ImportRejectedError(
    `${name} unpacks to more than ${mib(IMPORT_LIMITS.entryBytes)} (all files together at most ${mib(IMPORT_LIMITS.totalBytes)}).`,
    413,
  );

async function readEntry(stream: Readable, name: string, totalLeft: number): Promise<Buffer> {
  const cap = Math.min(IMPORT_LIMITS.entryBytes, totalLeft);
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of stream as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > cap) {
      stream.destroy();
      throw tooBig(name);
    }
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}
