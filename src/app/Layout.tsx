import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { useAppSelector } from './hooks';
import { paths } from '../config/paths';
import { SessionExpiryNotice } from '../features/auth/SessionExpiryNotice';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { Header } from './Header/Header';
import { LoadingFallback } from '../components/LoadingFallback';

/** The frame of every screen: header, then the routed page, lazily loaded; signed in, a footer links to the about page. */
export function Layout() {
  const { t } = useTranslation();
  const isAuthenticated = useAppSelector((state) => state.session.isAuthenticated);
  useSessionCheck();
  return (
    <>
      <SessionExpiryNotice />
      <Header />
      {/* At least a screen tall: the footer starts below the fold, so a page filling in does not move it in view. */}
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 }, minHeight: '100vh' }}>
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </Container>
      {isAuthenticated && (
        <Box component="footer" sx={{ display: 'flex', justifyContent: 'center', pb: 3 }}>
          <Button component={RouterLink} to={paths.about} color="inherit" size="small">
            {t('nav.about')}
          </Button>
        </Box>
      )}
    </>
  );
}
