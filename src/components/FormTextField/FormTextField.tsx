import FormControl from '@mui/material/FormControl';
import FormHelperText from '@mui/material/FormHelperText';
import InputLabel from '@mui/material/InputLabel';
import OutlinedInput from '@mui/material/OutlinedInput';
import { type ChangeEventHandler, type FocusEventHandler, type ReactNode, type Ref, useId } from 'react';

interface FormTextFieldProps {
  label: ReactNode;
  name: string;
  type?: string;
  autoComplete?: string;
  /** The text the field starts with, in the server's HTML too. */
  defaultValue?: string;
  required?: boolean;
  error?: boolean;
  helperText?: ReactNode;
  inputRef?: Ref<HTMLInputElement>;
  onChange?: ChangeEventHandler<HTMLInputElement>;
  onBlur?: FocusEventHandler<HTMLInputElement>;
}

/**
 * An outlined text field that looks and labels itself like MUI's TextField. TextField always
 * imports Select (and with it Menu, Popover and Modal) for its `select` mode: a first visit
 * to the sign-in forms would download all of that for two inputs.
 */
export function FormTextField({ label, helperText, required, error, ...input }: FormTextFieldProps) {
  const id = useId();
  const helperId = `${id}-helper-text`;
  return (
    <FormControl variant="outlined" fullWidth required={required} error={error}>
      {/* Always above the field: typed into before the scripts run (prerendered HTML), a label inside it would cover the text. */}
      <InputLabel htmlFor={id} shrink>
        {label}
      </InputLabel>
      <OutlinedInput id={id} label={label} notched aria-describedby={helperText ? helperId : undefined} {...input} />
      {helperText && <FormHelperText id={helperId}>{helperText}</FormHelperText>}
    </FormControl>
  );
}
