import TextField from '@mui/material/TextField';
import { screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderWithProviders } from '../../testing/renderWithProviders';
import { FormTextField } from './FormTextField';

interface FieldProps {
  label: string;
  name: string;
  type?: string;
  required?: boolean;
  error?: boolean;
  helperText?: string;
}

// FormTextField stands in for TextField on the sign-in forms (16 KiB less on /login,
// docs/PERFORMANCE.md): both run through the same checks, so an MUI upgrade that changes how a
// text field is labelled or reports an error fails here.
const variants: Array<[string, ComponentType<FieldProps>]> = [
  ["MUI's TextField", TextField],
  ['FormTextField', FormTextField],
];

describe.each(variants)('%s', (_name, Field) => {
  it('names the input by its label and marks it required', () => {
    renderWithProviders(<Field label="Email" name="email" required />);
    const input = screen.getByRole('textbox', { name: 'Email' });
    expect(input).toBeRequired();
    expect(input).toHaveAttribute('name', 'email');
    expect(input).not.toHaveAttribute('aria-invalid', 'true');
  });

  it('reports an error on the input and describes it by the helper text', () => {
    renderWithProviders(<Field label="Password" name="password" type="password" error helperText="Password is required" />);
    const input = screen.getByLabelText('Password');
    expect(input).toHaveAttribute('type', 'password');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription('Password is required');
  });
});
