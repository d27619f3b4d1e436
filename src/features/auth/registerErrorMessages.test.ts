import { registerErrorMessages } from './registerErrorMessages';
import en from '../../i18n/locales/en.json';

const translate = (key: 'messages.registerUnknownError' | 'messages.registerGenericError') =>
  key === 'messages.registerUnknownError' ? en.messages.registerUnknownError : en.messages.registerGenericError;

describe('registerErrorMessages', () => {
  it.each([undefined, null, ''])('reports an unknown error when there is no response data (%p)', (data) => {
    expect(registerErrorMessages(data, translate)).toEqual(['An unknown error occurred. Please try again.']);
  });

  it('shows a string as is', () => {
    expect(registerErrorMessages('Service unavailable', translate)).toEqual(['Service unavailable']);
  });

  it('shows one message per array item', () => {
    expect(registerErrorMessages(['First problem', 'Second problem'], translate)).toEqual(['First problem', 'Second problem']);
  });

  it("shows one 'field: message' per field value, one per message when a field has several", () => {
    const data = {
      email: ['A user is already registered with this e-mail address.'],
      password1: ['This password is too short.', 'This password is entirely numeric.'],
      non_field_errors: "The two password fields didn't match.",
    };
    expect(registerErrorMessages(data, translate)).toEqual([
      'email: A user is already registered with this e-mail address.',
      'password1: This password is too short.',
      'password1: This password is entirely numeric.',
      "non_field_errors: The two password fields didn't match.",
    ]);
  });

  it.each([42, true])('reports a generic error for anything else (%p)', (data) => {
    expect(registerErrorMessages(data, translate)).toEqual(['An error occurred. Please try again.']);
  });
});
