import yauzl from 'yauzl';
import yazl from 'yazl';

/** A ZIP of these files (text or bytes), laid out the way a Letterboxd export is. */
export async function zipOf(files: Record<string, string | Buffer>, options: { compress?: boolean } = {}): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const [name, content] of Object.entries(files)) {
    zip.addBuffer(Buffer.isBuffer(content) ? content : Buffer.from(content), name, { compress: options.compress ?? true });
  }
  zip.end();
  const chunks: Buffer[] = [];
  for await (const chunk of zip.outputStream as AsyncIterable<Buffer>) chunks.push(chunk);
  return Buffer.concat(chunks);
}

/** Every file of a ZIP as UTF-8 text, by its name in the archive. */
export async function unzip(bytes: Buffer): Promise<Record<string, string>> {
  const zip = await yauzl.fromBufferPromise(bytes);
  const files: Record<string, string> = {};
  for await (const entry of zip.eachEntry()) {
    const chunks: Buffer[] = [];
    for await (const chunk of (await zip.openReadStreamPromise(entry)) as AsyncIterable<Buffer>) chunks.push(chunk);
    files[entry.fileName] = Buffer.concat(chunks).toString('utf8');
  }
  return files;
}
