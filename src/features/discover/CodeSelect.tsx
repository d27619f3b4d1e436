import MenuItem from '@mui/material/MenuItem';
import TextField from '@mui/material/TextField';
import { useMemo } from 'react';

const ANY = '';

interface CodeSelectProps {
  label: string;
  anyLabel: string;
  /** The codes to offer; the value a shared link asked for is offered too while they load. */
  codes: readonly string[];
  value: string | undefined;
  /** The code's name in the UI's language. */
  name: (code: string) => string;
  /** The UI's language, whose alphabet orders the names. */
  locale: string;
  onChange: (code: string | undefined) => void;
}

/** One language or country, or any: named and sorted in the UI's language (a menu reached by keyboard, typing a letter jumps to it). */
export function CodeSelect({ label, anyLabel, codes, value, name, locale, onChange }: CodeSelectProps) {
  const options = useMemo(() => {
    const offered = value === undefined || codes.includes(value) ? codes : [...codes, value];
    const collator = new Intl.Collator(locale);
    return offered.map((code) => ({ code, name: name(code) })).sort((a, b) => collator.compare(a.name, b.name));
  }, [codes, value, name, locale]);
  return (
    <TextField
      select
      size="small"
      label={label}
      slotProps={{ select: { displayEmpty: true, MenuProps: { slotProps: { paper: { sx: { maxHeight: 360 } } } } }, inputLabel: { shrink: true } }}
      value={value ?? ANY}
      onChange={(event) => onChange(event.target.value === ANY ? undefined : event.target.value)}
    >
      <MenuItem value={ANY}>{anyLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option.code} value={option.code}>
          {option.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
