import type { CodedDetail } from '../../http/error-codes';

/** What one import may hold once unpacked (docs/PRODUCT.md, "Import and export"); the upload's own cap is IMPORT_MAX_BYTES. */
export const IMPORT_LIMITS = {
  /** Entries listed in a ZIP, read or not. */
  zipEntries: 2_000,
  /** One CSV once unpacked; a Letterboxd diary of 20,000 films is about 2 MiB. */
  entryBytes: 32 * 1024 * 1024,
  /** All CSVs read from one ZIP, unpacked. */
  totalBytes: 64 * 1024 * 1024,
  /** Unpacked over packed size of one entry; CSV packs about 5:1, a bomb 1000:1. */
  entryRatio: 100,
  /** Below this an entry's ratio is not checked: tiny files pack oddly and cannot hurt. */
  ratioFloorBytes: 1024 * 1024,
  /** Data rows over all files. */
  rows: 200_000,
} as const;

/** A file that cannot be imported at all: `refusal` is the answer's body. */
export class ImportRejectedError extends Error {
  constructor(
    readonly refusal: CodedDetail,
    /** 413 when the upload is over a size limit, 400 otherwise. */
    readonly status: 400 | 413 = 400,
  ) {
    super(refusal.detail);
  }
}
