import Tooltip from '@mui/material/Tooltip';
import { cloneElement, type FocusEvent, type MouseEvent, type ReactElement, useEffect, useState } from 'react';

/** MUI's own hover delay before a tooltip opens. */
const ENTER_DELAY_MS = 100;

interface TriggerProps {
  onMouseEnter?: (event: MouseEvent<HTMLElement>) => void;
  onMouseLeave?: (event: MouseEvent<HTMLElement>) => void;
  onFocus?: (event: FocusEvent<HTMLElement>) => void;
  onBlur?: (event: FocusEvent<HTMLElement>) => void;
}

function isFocusVisible(element: Element): boolean {
  try {
    return element.matches(':focus-visible');
  } catch {
    return false;
  }
}

/**
 * MUI's Tooltip for a child that names itself (an icon button with an aria-label), mounted on
 * the child's first hover or keyboard focus instead of up front: a closed Tooltip still runs a
 * dozen hooks and a Popper on every render, and across the 40 list buttons of a page of cards
 * that was a fifth of the page's main-thread work. The Tooltip sits beside the child and points
 * at it, so mounting it leaves the child (and its focus) where it is.
 */
export function LazyTooltip({ title, children }: { title: string; children: ReactElement<TriggerProps> }) {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  /** What asks for the tooltip now: a hover waits MUI's delay, a keyboard focus does not. */
  const [trigger, setTrigger] = useState<'hover' | 'focus' | null>(null);
  const [delayPassed, setDelayPassed] = useState(false);
  useEffect(() => {
    if (!trigger) return undefined;
    const timer = setTimeout(() => setDelayPassed(true), trigger === 'hover' ? ENTER_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [trigger]);

  const show = (target: HTMLElement, by: 'hover' | 'focus') => {
    setAnchor(target);
    setTrigger(by);
  };
  const hide = () => {
    setTrigger(null);
    setDelayPassed(false);
  };
  const { onMouseEnter, onMouseLeave, onFocus, onBlur } = children.props;
  return (
    <>
      {cloneElement(children, {
        onMouseEnter(event) {
          onMouseEnter?.(event);
          show(event.currentTarget, 'hover');
        },
        onMouseLeave(event) {
          onMouseLeave?.(event);
          hide();
        },
        onFocus(event) {
          onFocus?.(event);
          // As MUI does: a keyboard focus shows the tooltip, a click's focus does not.
          if (isFocusVisible(event.currentTarget)) show(event.currentTarget, 'focus');
        },
        onBlur(event) {
          onBlur?.(event);
          hide();
        },
      })}
      {anchor && (
        // The child already carries the name; the Tooltip's own stand-in child stays hidden.
        <Tooltip title={title} open={trigger !== null && delayPassed} onClose={hide} slotProps={{ popper: { anchorEl: anchor } }}>
          <span hidden />
        </Tooltip>
      )}
    </>
  );
}
