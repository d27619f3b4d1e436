import { REGISTRATION_ERRORS } from '../../../contract/registration';
import en from '../../i18n/locales/registration/en.json';
import es from '../../i18n/locales/registration/es.json';

describe("the register form's words for the server's field errors", () => {
  it('has a Spanish text for every message the server sends, and the English one is the message itself', () => {
    expect(en.errors).toEqual(REGISTRATION_ERRORS);
    expect(Object.keys(es.errors).sort()).toEqual(Object.keys(REGISTRATION_ERRORS).sort());
  });
});
