import type { Sharp, SharpOptions } from 'sharp';

/**
 * sharp (libvips) loads with the first upload, not at start: loading it cost a later start about
 * 60 ms and the idle server the resident memory of a native image library it may never use.
 */
let loadedSharp: Promise<(input: Buffer, options: SharpOptions) => Sharp> | undefined;
const loadSharp = () => (loadedSharp ??= import('sharp').then((module) => module.default));

/** Past this many pixels an image is refused before it is decoded: a 40-megapixel RGBA frame is already 160 MB. */
const MAX_INPUT_PIXELS = 40_000_000;
/** The stored photo's side at most. */
const PHOTO_SIDE = 512;

const ACCEPTED_FORMATS = new Set(['jpeg', 'png', 'webp', 'gif']);

export type PhotoRejection = 'not_an_image' | 'too_many_pixels';

export class PhotoRejectedError extends Error {
  constructor(readonly reason: PhotoRejection) {
    super(reason);
    this.name = 'PhotoRejectedError';
  }
}

/**
 * Turns uploaded bytes into the stored photo: a square WebP of at most PHOTO_SIDE pixels,
 * turned upright by its EXIF orientation, cropped around the centre, without metadata (sharp
 * writes none unless asked). What the bytes are is read from the bytes, never from the
 * declared type or name. The header is read first so that a small file declaring huge
 * dimensions is refused before any pixel is decoded.
 */
export async function photoFromUpload(bytes: Buffer): Promise<Buffer> {
  // Outside the checks below: a library that fails to load is the server's fault, not the file's.
  const sharp = await loadSharp();
  let width: number;
  let height: number;
  try {
    const metadata = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!ACCEPTED_FORMATS.has(metadata.format)) throw new PhotoRejectedError('not_an_image');
    width = metadata.width;
    height = metadata.height;
  } catch (error) {
    if (error instanceof PhotoRejectedError) throw error;
    throw new PhotoRejectedError('not_an_image');
  }
  if (width * height > MAX_INPUT_PIXELS) throw new PhotoRejectedError('too_many_pixels');
  const side = Math.min(PHOTO_SIDE, width, height);
  try {
    return await sharp(bytes, { limitInputPixels: MAX_INPUT_PIXELS })
      .autoOrient()
      .resize(side, side, { fit: 'cover', position: 'centre' })
      .webp({ quality: 82 })
      .toBuffer();
  } catch {
    // The header was fine but the pixels are not: truncated or corrupt data.
    throw new PhotoRejectedError('not_an_image');
  }
}
