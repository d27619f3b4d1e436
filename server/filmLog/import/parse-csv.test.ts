import { parseImport } from './parse-csv';

const SLICE = 16 * 1024;

describe('parseImport', () => {
  it('keeps a character of two UTF-16 code units whole where the parser is fed the next slice', async () => {
    const header = 'Date,Name,Year,Letterboxd URI,Rating,Rewatch,Tags,Watched Date,Review\n';
    const filler = (n: number) => `2024-01-01,Alder ${String(n).padStart(4, '0')},1980,,,,,2024-01-01,\n`;
    let text = header;
    for (let n = 0; text.length + filler(n).length < SLICE - 300; n++) text += filler(n);
    text += '2024-01-02,Birch,1981,,,,,2024-01-02,"';
    // The emoji's first code unit is the last of the parser's first slice.
    const note = `${'y'.repeat(SLICE - 1 - text.length)}😀 the end`;
    const parsed = await parseImport([{ name: 'diary.csv', pieces: [`${text}${note}"\n`] }], 'diary.csv');
    expect(parsed.invalid).toEqual([]);
    expect(parsed.rows.at(-1)).toEqual(expect.objectContaining({ kind: 'diary', note }));
  });
});
