import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import type { Notice } from '.';

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
  return <SnackbarProvider maxSnack={4} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }} />;
}
