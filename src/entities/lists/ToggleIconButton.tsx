import IconButton, { type IconButtonProps } from '@mui/material/IconButton';
import type { ReactNode } from 'react';
import { LazyTooltip } from './LazyTooltip';

interface ToggleIconButtonProps {
  label: string;
  pressed: boolean;
  /** False until membership is known: the button stays focusable but does nothing yet. */
  ready: boolean;
  onToggle: () => void;
  /** The palette colour of the icon while pressed. */
  pressedColor: 'error' | 'info' | 'warning';
  size?: IconButtonProps['size'];
  children: ReactNode;
}

/** An icon toggle whose accessible name says what a press does next. */
export function ToggleIconButton({ label, pressed, ready, onToggle, pressedColor, size, children }: ToggleIconButtonProps) {
  return (
    <LazyTooltip title={label}>
      <IconButton
        size={size}
        aria-label={label}
        aria-pressed={pressed}
        aria-disabled={!ready}
        onClick={ready ? onToggle : undefined}
        color={pressed ? pressedColor : 'inherit'}
        // A style attribute, not sx: 40 of these render with a page of cards.
        style={ready ? undefined : { opacity: 0.5 }}
      >
        {children}
      </IconButton>
    </LazyTooltip>
  );
}
