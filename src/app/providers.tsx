import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { Provider } from 'react-redux';
import { NotificationsProvider } from '../components/Notifications';
import { AppThemeProvider } from '../theme/AppThemeProvider';
import type { AppStore, RootState } from './store';

interface AppProvidersProps {
  store: AppStore;
  i18n: I18n;
  /** What hydration reads the store as (renderApp): the state the prerendered HTML was rendered from. */
  serverState?: RootState;
  children: ReactNode;
}

/** Everything the pages rely on but the router: store, translations, theme, notifications. */
export function AppProviders({ store, i18n, serverState, children }: AppProvidersProps) {
  return (
    <Provider store={store} serverState={serverState}>
      <I18nextProvider i18n={i18n}>
        <AppThemeProvider>
          <NotificationsProvider>{children}</NotificationsProvider>
        </AppThemeProvider>
      </I18nextProvider>
    </Provider>
  );
}
