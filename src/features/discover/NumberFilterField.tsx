import TextField from '@mui/material/TextField';
import { useEffect, useRef, useState } from 'react';
import { useTypedBeforeHydration } from '../../components/hydration/useTypedBeforeHydration';
import { useDiscoverTranslation } from './discoverTranslation';

/** Typing "1", "19", "197", "1970" asks once, for 1970: the field commits after this pause. */
const COMMIT_DELAY_MS = 500;

interface NumberFilterFieldProps {
  label: string;
  /** The committed value (from the URL). */
  value: number | undefined;
  min: number;
  max: number;
  onCommit: (value: number | undefined) => void;
}

function parse(text: string, min: number, max: number): number | undefined | null {
  if (text.trim() === '') return undefined;
  const value = Number(text);
  return Number.isInteger(value) && value >= min && value <= max ? value : null;
}

/**
 * A whole number within [min, max], committed once typing pauses, on Enter or on leaving the
 * field; empty clears it. What is typed stays while it is not a valid value (marked so), and a
 * value changed from outside (back button, "Clear filters") replaces what is shown.
 */
export function NumberFilterField({ label, value, min, max, onCommit }: NumberFilterFieldProps) {
  const { t } = useDiscoverTranslation();
  const [text, setText] = useState(value === undefined ? '' : String(value));
  const [shownValue, setShownValue] = useState(value);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  if (value !== shownValue) {
    setShownValue(value);
    if (parse(text, min, max) !== value) setText(value === undefined ? '' : String(value));
  }

  const parsed = parse(text, min, max);
  const commit = (next: string) => {
    clearTimeout(timer.current);
    const nextValue = parse(next, min, max);
    if (nextValue !== null && nextValue !== value) onCommit(nextValue);
  };
  const typed = (next: string) => {
    setText(next);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => commit(next), COMMIT_DELAY_MS);
  };
  const input = useRef<HTMLInputElement>(null);
  useTypedBeforeHydration(input, text, typed);

  return (
    <TextField
      label={label}
      value={text}
      size="small"
      error={parsed === null}
      helperText={parsed === null ? t('outOfRange', { min, max }) : undefined}
      onChange={(event) => typed(event.target.value)}
      onBlur={() => commit(text)}
      onKeyDown={(event) => {
        if (event.key === 'Enter') commit(text);
      }}
      inputRef={input}
      slotProps={{ htmlInput: { inputMode: 'numeric' } }}
    />
  );
}
