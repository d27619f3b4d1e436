import { formatFieldErrorCodes, parseFieldErrorCodes } from './errorCodesHeader';
import type { FieldErrorCodes } from './errors';

describe('the Error-Codes header (contract/errorCodesHeader.ts)', () => {
  it('reads back the codes and values it was written with, a message without a code as null', () => {
    const codes: FieldErrorCodes = {
      password1: [
        { code: 'password_too_short', params: { min: 8 } },
        { code: 'password_too_common', params: {} },
      ],
      email: [null],
      watched_on: [{ code: 'date_too_early', params: { date: '1888-01-01' } }],
    };
    const header = formatFieldErrorCodes(codes);
    expect(header).toBe('password1=(password_too_short;min=8 password_too_common), email=(unknown), watched_on=(date_too_early;date="1888-01-01")');
    expect(parseFieldErrorCodes(header)).toEqual(codes);
  });

  it('leaves out what a header cannot carry: a field that is no header key, a value beyond printable ASCII', () => {
    expect(formatFieldErrorCodes({ Email: [{ code: 'email_taken', params: {} }], list: [{ code: 'import_list_full', params: { max: 5, list: 'Películas' } }] })).toBe('list=(import_list_full;max=5)');
  });

  it('reads what it cannot parse as no codes', () => {
    expect(parseFieldErrorCodes(null)).toEqual({});
    expect(parseFieldErrorCodes('email=(email_taken), ???')).toEqual({ email: [{ code: 'email_taken', params: {} }] });
    expect(parseFieldErrorCodes('email=email_taken')).toEqual({});
  });
});
