import { normaliseEmail } from './email';
import { passwordProblems } from './password-rules';

describe('passwordProblems', () => {
  it('accepts a long, uncommon password unlike the e-mail', () => {
    expect(passwordProblems('violet-harbour-93', 'ana@example.com')).toEqual([]);
  });

  it('counts characters, not UTF-16 units, for the length', () => {
    expect(passwordProblems('🎬🎬🎬🎬🎬🎬🎬', 'ana@example.com')).toContain(
      'This password is too short. It must contain at least 8 characters.',
    );
  });

  it('finds common passwords ignoring case and surrounding spaces', () => {
    expect(passwordProblems(' PassWord1 ', 'ana@example.com')).toEqual(['This password is too common.']);
  });

  it.each([
    ['one letter repeated', 'aaaaaaaa'],
    ['spaces', '          '],
    ['NULs', '\0'.repeat(8)],
    ['blanks and control characters', '\t \t \n \r\u0001 '],
  ])('takes a password of %s for a common one', (_name, password) => {
    expect(passwordProblems(password, 'ana@example.com')).toEqual(['This password is too common.']);
  });

  it('compares with the whole address and each of its parts', () => {
    const similar = 'The password is too similar to the email.';
    expect(passwordProblems('ana.lucia@example.com', 'ana.lucia@example.com')).toContain(similar);
    expect(passwordProblems('Lucia2024', 'ana.lucia@example.com')).toContain(similar);
    expect(passwordProblems('EXAMPLE!', 'ana.lucia@example.com')).toContain(similar);
    expect(passwordProblems('violet-harbour-93', 'ana.lucia@example.com')).not.toContain(similar);
  });
});

describe('normaliseEmail', () => {
  it('trims and lower-cases the domain only', () => {
    expect(normaliseEmail('  Ana.Lucia@Example.COM ')).toBe('Ana.Lucia@example.com');
  });
});
