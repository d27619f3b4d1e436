import { API_ERRORS, apiError, apiErrorText, fieldErrorCodesHeader, parseFieldErrorCodes, reasonOfText } from './errors';

describe('the API error codes (contract/errors.ts)', () => {
  it('gives a refusal its text, code and values', () => {
    expect(apiError('too_many_attempts', { seconds: 3582 })).toEqual({
      detail: 'Too many attempts. Try again in 3582 seconds.',
      code: 'too_many_attempts',
      params: { seconds: 3582 },
    });
    expect(apiError('not_found')).toEqual({ detail: 'Not found.', code: 'not_found' });
  });

  it('finds the code and values of every text it makes, and none for a text it does not', () => {
    expect(reasonOfText(apiErrorText('too_long', { max: 1024 }))).toEqual({ code: 'too_long', params: { max: 1024 } });
    expect(reasonOfText(apiErrorText('too_small', { min: 0.5 }))).toEqual({ code: 'too_small', params: { min: 0.5 } });
    expect(reasonOfText(apiErrorText('date_too_early', { date: '1888-01-01' }))).toEqual({ code: 'date_too_early', params: { date: '1888-01-01' } });
    expect(reasonOfText(apiErrorText('import_unclosed_quote', { file: 'diary.csv', line: 12 }))).toEqual({
      code: 'import_unclosed_quote',
      params: { file: 'diary.csv', line: 12 },
    });
    expect(reasonOfText('Something else went wrong.')).toBeNull();
    for (const code of Object.keys(API_ERRORS) as Array<keyof typeof API_ERRORS>) {
      if (code === 'invalid_query') continue;
      expect([code, reasonOfText(API_ERRORS[code])?.code]).toEqual([code, code]);
    }
  });

  it('names a field-error body’s codes in a header that reads back the same', () => {
    const body = {
      password1: [apiErrorText('password_too_short', { min: 8 }), apiErrorText('password_too_common')],
      email: ['Something the server never says.'],
      watched_on: [apiErrorText('date_too_early', { date: '1888-01-01' })],
    };
    const header = fieldErrorCodesHeader(body);
    expect(header).toBe('password1=(password_too_short;min=8 password_too_common), email=(unknown), watched_on=(date_too_early;date="1888-01-01")');
    expect(parseFieldErrorCodes(header)).toEqual({
      password1: [
        { code: 'password_too_short', params: { min: 8 } },
        { code: 'password_too_common', params: {} },
      ],
      email: [null],
      watched_on: [{ code: 'date_too_early', params: { date: '1888-01-01' } }],
    });
    expect(fieldErrorCodesHeader({ email: ['Something the server never says.'] })).toBeNull();
  });

  it('reads what it cannot parse as no codes', () => {
    expect(parseFieldErrorCodes(null)).toEqual({});
    expect(parseFieldErrorCodes('email=(email_taken), ???')).toEqual({ email: [{ code: 'email_taken', params: {} }] });
    expect(parseFieldErrorCodes('email=email_taken')).toEqual({});
  });
});
