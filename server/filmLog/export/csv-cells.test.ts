import fc from 'fast-check';
import { neutraliseCell, restoreCell } from './csv-cells';

/** Texts that start like a formula, with or without apostrophes of their own before it. */
const formulaLike = fc
  .tuple(fc.string({ unit: fc.constant("'"), maxLength: 3 }), fc.constantFrom('=', '+', '-', '@', '\t', '\r'), fc.string({ maxLength: 10 }))
  .map((parts) => parts.join(''));

describe('neutraliseCell and restoreCell', () => {
  it.each([
    ['=1+1', "'=1+1"],
    ["'=1+1", "''=1+1"],
    ["''@x", "'''@x"],
    ["'plain", "'plain"],
    ['plain', 'plain'],
  ])('writes %j as %j and reads it back', (text, cell) => {
    expect(neutraliseCell(text)).toBe(cell);
    expect(restoreCell(cell)).toBe(text);
  });

  it('reads back exactly what it wrote, whatever the text', () => {
    fc.assert(fc.property(fc.oneof(formulaLike, fc.string()), (text) => expect(restoreCell(neutraliseCell(text))).toBe(text)));
  });

  it('never writes a cell a spreadsheet would run as a formula', () => {
    fc.assert(fc.property(fc.oneof(formulaLike, fc.string()), (text) => expect(neutraliseCell(text)).not.toMatch(/^[=+\-@\t\r]/)));
  });
});
