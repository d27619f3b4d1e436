import type { Readable } from 'node:stream';
import yauzl from 'yauzl';
import { apiError } from '../../http/error-codes';
import { IMPORT_LIMITS, ImportRejectedError } from './limits';
import { giveTurns } from './turns';

/** One text file of an upload, decoded, named as in the ZIP (or as uploaded). */
export interface UploadedFile {
  name: string;
  /** The text in pieces of at most a mebibyte's bytes: joining a 20 MB file into one string held the event loop for 40 ms. */
  pieces: readonly string[];
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
export async function uploadedFiles(chunks: readonly Buffer[], uploadName: string): Promise<UploadedFile[]> {
  const magic = leadingBytes(chunks, 4);
  if (magic.equals(ZIP_MAGIC) || magic.equals(EMPTY_ZIP_MAGIC)) return zipFiles(Buffer.concat(chunks));
  return [{ name: checkedName(uploadName), pieces: await decodeText(chunks, uploadName) }];
}

/** The first `count` bytes of the chunks (fewer if they hold fewer). */
function leadingBytes(chunks: readonly Buffer[], count: number): Buffer {
  const first = chunks[0] ?? Buffer.alloc(0);
  return first.length >= count ? first.subarray(0, count) : Buffer.concat(chunks).subarray(0, count);
}

/** The chunks' bytes from `skip` on, in slices of at most DECODE_SLICE bytes. */
function* decodeSlices(chunks: readonly Buffer[], skip: number): Generator<Buffer> {
  let skipped = 0;
  for (const chunk of chunks) {
    const from = Math.min(chunk.length, Math.max(0, skip - skipped));
    skipped += from;
    for (let start = from; start < chunk.length; start += DECODE_SLICE) yield chunk.subarray(start, start + DECODE_SLICE);
  }
}

/** A file's name goes into the import's report (PostgreSQL's text holds no NUL), so one with control characters is refused. */
function checkedName(name: string): string {
  // eslint-disable-next-line no-control-regex
  if (/[\x00-\x1f\x7f]/.test(name)) throw new ImportRejectedError(apiError('import_control_characters'));
  return name;
}

/** Bytes decoded at a time: a few milliseconds each, so a 20 MB file decodes between other requests. */
const DECODE_SLICE = 1024 * 1024;

/**
 * UTF-8 with or without a byte order mark, and UTF-16 when a byte order mark says so (what
 * spreadsheets write as "Unicode text"). Anything else is refused rather than guessed at: a
 * wrong guess would import mangled titles that then match nothing.
 */
export async function decodeText(chunks: readonly Buffer[], name: string): Promise<string[]> {
  const [first, second] = leadingBytes(chunks, 2);
  const bom = first === 0xff && second === 0xfe ? 'utf-16le' : first === 0xfe && second === 0xff ? 'utf-16be' : null;
  const decoder = new TextDecoder(bom ?? 'utf-8', { fatal: bom === null });
  const turn = giveTurns();
  const pieces: string[] = [];
  try {
    for (const slice of decodeSlices(chunks, bom ? 2 : 0)) {
      const piece = decoder.decode(slice, { stream: true });
      // eslint-disable-next-line no-control-regex
      if (/[\x00-\x08\x0e-\x1f]/.test(piece)) throw new ImportRejectedError(apiError('import_not_text', { file: name }));
      if (piece) pieces.push(piece);
      await turn();
    }
    const rest = decoder.decode();
    if (rest) pieces.push(rest);
  } catch (error) {
    if (error instanceof ImportRejectedError) throw error;
    throw new ImportRejectedError(apiError('import_not_utf8', { file: name }));
  }
  return pieces;
}

function zipError(error: unknown): ImportRejectedError {
  const message = error instanceof Error ? error.message : String(error);
  // yauzl refuses names that would leave the folder they are unpacked in.
  if (/absolute path|invalid relative path|invalid characters in fileName/i.test(message)) {
    return new ImportRejectedError(apiError('import_unsafe_name', { reason: message }));
  }
  return new ImportRejectedError(apiError('import_bad_zip'));
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
    throw new ImportRejectedError(apiError('import_too_many_files', { max: IMPORT_LIMITS.zipEntries }));
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
      files.push({ name: entry.fileName, pieces: await decodeText([unpacked], entry.fileName) });
    }
  } catch (error) {
    throw error instanceof ImportRejectedError ? error : zipError(error);
  }
  if (files.length === 0) {
    throw new ImportRejectedError(apiError('import_nothing_to_read'));
  }
  return files;
}

function checkDeclaredSize(entry: yauzl.Entry): void {
  if (entry.uncompressedSize > IMPORT_LIMITS.entryBytes) throw tooBig(entry.fileName);
  const ratio = entry.uncompressedSize / Math.max(entry.compressedSize, 1);
  if (entry.uncompressedSize > IMPORT_LIMITS.ratioFloorBytes && ratio > IMPORT_LIMITS.entryRatio) {
    throw new ImportRejectedError(apiError('import_zip_bomb', { file: entry.fileName, ratio: Math.round(ratio) }), 413);
  }
}

const tooBig = (name: string) =>
  new ImportRejectedError(apiError('import_unpacks_too_big', { file: name, max: mib(IMPORT_LIMITS.entryBytes), total: mib(IMPORT_LIMITS.totalBytes) }), 413);

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
