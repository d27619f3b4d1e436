import type { FieldError, UseFormRegisterReturn } from 'react-hook-form';
import type en from '../../i18n/locales/en.json';

type ValidationKey = `validation.${keyof typeof en.validation}`;

/** react-hook-form's registration in the prop names MUI's TextField takes. */
export function textFieldProps({ ref, ...rest }: UseFormRegisterReturn, error: FieldError | undefined, translate: (key: ValidationKey) => string) {
  return {
    ...rest,
    inputRef: ref,
    error: Boolean(error),
    helperText: error?.message ? translate(error.message as ValidationKey) : undefined,
  };
}
