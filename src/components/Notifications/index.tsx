import { createContext, lazy, type ReactNode, Suspense, useCallback, useContext, useState } from 'react';

type NoticeVariant = 'success' | 'error' | 'info' | 'warning';

export interface Notice {
  message: string;
  variant: NoticeVariant;
}

type Notify = (message: string, options: { variant: NoticeVariant }) => void;

const NotifyContext = createContext<Notify | null>(null);

// notistack and its styles are a twentieth of the first download, and most visits show no message.
const SnackbarHost = lazy(() => import(/* webpackChunkName: "snackbars" */ './SnackbarHost'));

/**
 * Snackbar messages (notistack), whose code is downloaded with the first message: until the
 * host has shown them, messages wait here in order.
 */
export function NotificationsProvider({ children }: { children: ReactNode }) {
  const [hostWanted, setHostWanted] = useState(false);
  const [waiting, setWaiting] = useState<Notice[]>([]);
  const notify = useCallback<Notify>((message, { variant }) => {
    setHostWanted(true);
    setWaiting((notices) => [...notices, { message, variant }]);
  }, []);
  const shown = useCallback((count: number) => setWaiting((notices) => notices.slice(count)), []);
  return (
    <NotifyContext value={notify}>
      {children}
      {hostWanted && (
        <Suspense fallback={null}>
          <SnackbarHost waiting={waiting} onShown={shown} />
        </Suspense>
      )}
    </NotifyContext>
  );
}

/** Shows a snackbar message: notify(text, { variant: 'error' }). */
export function useNotify(): Notify {
  const notify = useContext(NotifyContext);
  if (!notify) throw new Error('useNotify needs a NotificationsProvider above it');
  return notify;
}
