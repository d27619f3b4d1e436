import { styled } from '@mui/material/styles';
import { enqueueSnackbar, MaterialDesignContent, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { Notice } from '.';

// notistack's own greens, oranges and blues hold white text at about 3:1; these reach 6:1 or more
// in both themes, as WCAG AA asks of a message's text.
const ReadableSnackbar = styled(MaterialDesignContent)({
  '&.notistack-MuiContent-success': { backgroundColor: '#1b5e20', color: '#ffffff' },
  '&.notistack-MuiContent-error': { backgroundColor: '#b71c1c', color: '#ffffff' },
  '&.notistack-MuiContent-info': { backgroundColor: '#1e4f8a', color: '#ffffff' },
  '&.notistack-MuiContent-warning': { backgroundColor: '#8a4b00', color: '#ffffff' },
});

const components = { success: ReadableSnackbar, error: ReadableSnackbar, info: ReadableSnackbar, warning: ReadableSnackbar };

interface SnackbarHostProps {
  /** Messages not yet handed to notistack, oldest first. */
  waiting: Notice[];
  /** Called with how many of `waiting` were handed over. */
  onShown: (count: number) => void;
}

/** notistack's snackbars; the provider mounts before this effect runs, so its enqueue is ready. */
export default function SnackbarHost({ waiting, onShown }: SnackbarHostProps) {
  useEffect(() => {
    if (waiting.length === 0) return;
    for (const { message, variant } of waiting) enqueueSnackbar(message, { variant });
    onShown(waiting.length);
  }, [waiting, onShown]);
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} Components={components} />;
}
