import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Container from '@mui/material/Container';
import { keyframes } from '@mui/material/styles';
import { lazy, startTransition, Suspense, useEffect, useLayoutEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink, ScrollRestoration, useLocation, useNavigationType } from 'react-router';
import { paths } from '../config/paths';
import { SessionExpiryNotice } from '../features/auth/SessionExpiryNotice';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { Header } from './Header/Header';
import { LoadingFallback } from '../components/LoadingFallback';
import { useNavigationPending } from '../components/navigationTarget';

const InstalledApp = lazy(() => import(/* webpackChunkName: "installed-app" */ '../features/installedApp'));

/**
 * The installed app's part (the service worker) once the page has loaded: what can wait starts
 * after the first visit's work. A component of its own, so the load event re-renders it alone,
 * not the header and the page around it.
 */
function InstalledAppAfterLoad() {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    const done = () => startTransition(() => setLoaded(true));
    if (document.readyState === 'complete') {
      const timer = setTimeout(done);
      return () => clearTimeout(timer);
    }
    window.addEventListener('load', done, { once: true });
    return () => window.removeEventListener('load', done);
  }, []);
  return loaded ? (
    <Suspense fallback={null}>
      <InstalledApp />
    </Suspense>
  ) : null;
}

/**
 * Where focus goes after a step of the reader's (not a redirect) when the control that led there
 * went with the page it was on (the login form's button, a card's link): else it falls to the
 * body, where Tab starts at the top of the document, or after the place of the control that went
 * (Chrome's starting point), and a screen reader announces nothing. An account form's first
 * field: a reader typing on from the last page (an e-mail, Tab, a password) then types into the
 * fields in their order, where Tab from the landmark would put the password into the e-mail
 * field. Any other page's main landmark, focusable only for this (tabindex until it loses focus),
 * so a click on the page's text does not focus it.
 */
function useFocusWhenLost() {
  const { key } = useLocation();
  const action = useNavigationType();
  const shownKey = useRef(key);
  useLayoutEffect(() => {
    if (shownKey.current === key) return;
    shownKey.current = key;
    const main = document.querySelector('main');
    if (action === 'REPLACE' || !main || (document.activeElement && document.activeElement !== document.body)) return;
    const firstField = main.querySelector<HTMLInputElement>('form[method="post"] input:not([type="hidden"])');
    if (firstField) {
      firstField.focus({ preventScroll: true });
      return;
    }
    main.setAttribute('tabindex', '-1');
    main.addEventListener('blur', () => main.removeAttribute('tabindex'), { once: true });
    main.focus({ preventScroll: true });
  }, [key, action]);
}

// Shown only if the next page takes longer than this: a quick navigation changes nothing on screen but the page.
const afterAWhile = (opacity: number) => `${keyframes({ from: { opacity } })} 0.2s 0.3s both`;

/** The frame of every screen: header, then the routed page, lazily loaded, then a footer linking to the about page and its credits. */
export function Layout() {
  const { t } = useTranslation();
  const leaving = useNavigationPending();
  useSessionCheck();
  useFocusWhenLost();
  return (
    <>
      {/* A new entry opens at the top; Back and Forward return to where the reader was. */}
      <ScrollRestoration />
      <SessionExpiryNotice />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in does not move it in view.
          The page being left is inert: what is typed or clicked meanwhile must not land in it. */}
      <Container
        component="main"
        maxWidth="lg"
        inert={leaving}
        sx={{
          py: { xs: 2, sm: 4 },
          px: { xs: 1.5, sm: 3 },
          minHeight: '100vh',
          // Focused by script alone, after a navigation (useFocusWhenLost): a frame around the whole page would say nothing.
          '&:focus': { outline: 'none' },
          ...(leaving && { opacity: 0.4, animation: afterAWhile(1) }),
        }}
      >
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </Container>
      {leaving && (
        <Box sx={{ position: 'fixed', inset: 0, display: 'flex', alignItems: 'center', justifyContent: 'center', pointerEvents: 'none', animation: afterAWhile(0) }}>
          {/* On a card of its own: over the dimmed page, a thin arc alone is easy to miss. */}
          <Box sx={{ display: 'flex', p: 1.5, borderRadius: '50%', bgcolor: 'background.paper', boxShadow: 3 }}>
            <CircularProgress aria-label={t('app.loading')} />
          </Box>
        </Box>
      )}
      <InstalledAppAfterLoad />
      <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
        <Button component={RouterLink} to={paths.about} color="inherit" size="small">
          {t('nav.about')}
        </Button>
      </Box>
    </>
  );
}
