import { registerErrorMessages } from './registerErrorMessages';
import en from '../../i18n/locales/en.json';

const translate = (key: 'messages.registerUnknownError' | 'messages.registerGenericError') =>
  key === 'messages.registerUnknownError' ? en.messages.registerUnknownError : en.messages.registerGenericError;

/** A failed call as RTK Query reports it, with the body the server answered. */
const failed = (data: unknown) => ({ status: 400, data });

describe('registerErrorMessages', () => {
  it.each([undefined, null, ''])('reports an unknown error when there is no response data (%p)', (data) => {
    expect(registerErrorMessages(failed(data), translate)).toEqual(['An unknown error occurred. Please try again.']);
  });

  it('shows a string as is', () => {
    expect(registerErrorMessages(failed('Service unavailable'), translate)).toEqual(['Service unavailable']);
  });

  it('shows one message per array item', () => {
    expect(registerErrorMessages(failed(['First problem', 'Second problem']), translate)).toEqual(['First problem', 'Second problem']);
  });

  it("shows one 'field: message' per field value, one per message when a field has several", () => {
    const data = {
      email: ['A user is already registered with this e-mail address.'],
      password1: ['This password is too short.', 'This password is entirely numeric.'],
      non_field_errors: "The two password fields didn't match.",
    };
    expect(registerErrorMessages(failed(data), translate)).toEqual([
      'email: A user is already registered with this e-mail address.',
      'password1: This password is too short.',
      'password1: This password is entirely numeric.',
      "non_field_errors: The two password fields didn't match.",
    ]);
  });

  it('shows a refusal with one reason alone, without its key (issue 61)', () => {
    const data = { detail: 'Too many attempts. Try again in 3582 seconds.', code: 'too_many_attempts', params: { seconds: 3582 } };
    expect(registerErrorMessages(failed(data), translate)).toEqual(['Too many attempts. Try again in 3582 seconds.']);
  });

  it.each([42, true])('reports a generic error for anything else (%p)', (data) => {
    expect(registerErrorMessages(failed(data), translate)).toEqual(['An error occurred. Please try again.']);
  });
});
