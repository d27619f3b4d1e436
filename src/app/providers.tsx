import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { NotificationsProvider } from '../components/Notifications';
import { PhoneGuessContext } from '../components/phoneGuess';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** What hydration reads the store as (renderApp): the state the prerendered HTML was rendered from. */
  serverState?: RootState;
  /** The server's guess that the screen is a phone's, which its render was drawn by (src/components/phoneGuess.ts). */
  phoneGuess?: boolean;
  children: ReactNode;
}

/** Everything the pages rely on but the router: store, translations, theme, the server's guess of the screen, notifications. */
export function AppProviders({ store, i18n, serverState, phoneGuess = false, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <PhoneGuessContext value={phoneGuess}>
            <NotificationsProvider>{children}</NotificationsProvider>
          </PhoneGuessContext>
        </AppThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
