import { dateFormat, listFormat, numberFormat } from './intlFormats';

const day = new Date('2026-11-23T00:00:00Z');
const longDay = { dateStyle: 'long', timeZone: 'UTC' } as const;

describe('intlFormats', () => {
  it('formats in the language asked for', () => {
    expect(dateFormat('en', longDay).format(day)).toBe('November 23, 2026');
    expect(dateFormat('es', longDay).format(day)).toBe('23 de noviembre de 2026');
    expect(numberFormat('en', { style: 'currency', currency: 'USD', maximumFractionDigits: 0 }).format(6_000_000)).toBe('$6,000,000');
    expect(listFormat('es', { type: 'conjunction' }).format(['crimen', 'drama'])).toBe('crimen y drama');
  });

  it('makes a format once per language and options, and keeps it', () => {
    expect(dateFormat('en', longDay)).toBe(dateFormat('en', { dateStyle: 'long', timeZone: 'UTC' }));
    expect(dateFormat('es', longDay)).not.toBe(dateFormat('en', longDay));
    expect(dateFormat('en', { month: 'short', timeZone: 'UTC' })).not.toBe(dateFormat('en', longDay));
  });
});
