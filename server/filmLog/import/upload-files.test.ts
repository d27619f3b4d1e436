import { decodeText } from './upload-files';

const MIB = 1024 * 1024;

describe('decodeText', () => {
  it('decodes a character whose bytes straddle two of the slices it decodes a file in', async () => {
    // "é" is two bytes in UTF-8: its first byte is the last of the first mebibyte.
    const text = `${'a'.repeat(MIB - 1)}é${'b'.repeat(10)}`;
    expect((await decodeText([Buffer.from(text, 'utf8')], 'diary.csv')).join('')).toBe(text);
  });

  it('decodes UTF-16 with a byte order mark across the slices, a surrogate pair split between them', async () => {
    // 😀 is two UTF-16 code units: the first ends the first mebibyte after the byte order mark.
    const text = `${'x'.repeat(MIB / 2 - 1)}😀 Amélie, 2001\n`;
    const bytes = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from(text, 'utf16le')]);
    expect((await decodeText([bytes], 'ratings.csv')).join('')).toBe(text);
  });

  it('refuses a file whose control bytes come only after the first slice', async () => {
    const bytes = Buffer.concat([Buffer.alloc(2 * MIB, 'a'), Buffer.from([0x01])]);
    await expect(decodeText([bytes], 'diary.csv')).rejects.toThrow('diary.csv is not a text file.');
  });

  it('refuses bytes that are not UTF-8, wherever they are', async () => {
    const bytes = Buffer.concat([Buffer.alloc(MIB + 5, 'a'), Buffer.from([0xc3, 0x28])]);
    await expect(decodeText([bytes], 'diary.csv')).rejects.toThrow('diary.csv is not UTF-8 text: save it as CSV (UTF-8) and try again.');
  });

  it('decodes an upload as its parts arrived: a character and the byte order mark split between parts', async () => {
    const utf8 = Buffer.from('Amélie, 2001\n', 'utf8');
    const split = utf8.indexOf(0xc3) + 1;
    expect((await decodeText([utf8.subarray(0, split), utf8.subarray(split)], 'diary.csv')).join('')).toBe('Amélie, 2001\n');
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from('Amélie, 2001\n', 'utf16le')]);
    expect((await decodeText([utf16.subarray(0, 1), utf16.subarray(1, 5), utf16.subarray(5)], 'ratings.csv')).join('')).toBe('Amélie, 2001\n');
  });
});
