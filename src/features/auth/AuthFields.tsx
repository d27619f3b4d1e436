import type { FieldError, FieldErrors, FieldValues, Path, UseFormRegister } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormTextField } from '../../components/FormTextField/FormTextField';
import { textFieldProps } from './formField';

interface AuthField<Form extends FieldValues> {
  name: Path<Form>;
  label: string;
  type: 'email' | 'password';
  autoComplete: string;
  /** What the field starts with: react-hook-form sets it once hydrated, this puts it in the server's HTML too. */
  defaultValue?: string;
}

interface AuthFieldsProps<Form extends FieldValues> {
  fields: readonly AuthField<Form>[];
  register: UseFormRegister<Form>;
  errors: FieldErrors<Form>;
}

/** The required text inputs of an account form, each wired to react-hook-form and its error. */
export function AuthFields<Form extends FieldValues>({ fields, register, errors }: AuthFieldsProps<Form>) {
  const { t } = useTranslation();
  return fields.map(({ name, ...field }) => (
    <FormTextField
      key={name}
      {...field}
      required
      // The account forms are flat, so every error sits directly under its field's name.
      {...textFieldProps(register(name), errors[name] as FieldError | undefined, t)}
    />
  ));
}
