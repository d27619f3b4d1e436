import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Snackbar from '@mui/material/Snackbar';
import { useEffect, useState, useSyncExternalStore } from 'react';
import { isOffline } from '../../components/offline';
import { useInstalledAppTranslation } from './installedAppTranslation';
import { registerServiceWorker } from './serviceWorkerRegistration';

function subscribeToConnection(onChange: () => void): () => void {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const useOffline = () => useSyncExternalStore(subscribeToConnection, isOffline, () => false);

/** A new version that has installed and waits for its reader, or null. */
function useWaitingVersion(): (() => void) | null {
  const [switchToNewVersion, setSwitchToNewVersion] = useState<(() => void) | null>(null);
  useEffect(() => {
    // Development servers have no worker to register; an insecure origin gets no serviceWorker.
    if (process.env.NODE_ENV !== 'production' || !('serviceWorker' in navigator)) return;
    return registerServiceWorker((switchNow) => setSwitchToNewVersion(() => switchNow));
  }, []);
  return switchToNewVersion;
}

/**
 * What makes the web app an installed app once the page has loaded: the service worker, the
 * message that a new version is ready (never switching under the reader), and the offline state.
 */
export function InstalledApp() {
  const { t } = useInstalledAppTranslation();
  const offline = useOffline();
  const switchToNewVersion = useWaitingVersion();
  return (
    <>
      <Snackbar open={offline} anchorOrigin={{ vertical: 'bottom', horizontal: 'center' }}>
        <Alert
          severity="warning"
          sx={{ boxShadow: 6 }}
          action={
            // Kept on one line: beside the two-line message, "Try again" broke after its first word.
            <Button color="inherit" size="small" sx={{ whiteSpace: 'nowrap' }} onClick={() => window.location.reload()}>
              {t('offline.retry')}
            </Button>
          }
        >
          <AlertTitle>{t('offline.title')}</AlertTitle>
          {t('offline.body')}
        </Alert>
      </Snackbar>
      <Snackbar
        open={switchToNewVersion !== null}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
        message={t('update.ready')}
        action={
          <Button color="secondary" size="small" onClick={() => switchToNewVersion?.()}>
            {t('update.reload')}
          </Button>
        }
      />
    </>
  );
}
