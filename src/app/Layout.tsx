import Container from '@mui/material/Container';
import { Suspense } from 'react';
import { Outlet } from 'react-router';
import { SessionExpiryNotice } from '../features/auth/SessionExpiryNotice';
import { useSessionCheck } from '../features/auth/useSessionCheck';
import { Header } from './Header/Header';
import { LoadingFallback } from '../components/LoadingFallback';

/** The frame of every screen: header, then the routed page, lazily loaded. */
export function Layout() {
  useSessionCheck();
  return (
    <>
      <SessionExpiryNotice />
      <Header />
      <Container component="main" maxWidth="lg" sx={{ py: { xs: 2, sm: 4 }, px: { xs: 1.5, sm: 3 } }}>
        <Suspense fallback={<LoadingFallback />}>
          <Outlet />
        </Suspense>
      </Container>
    </>
  );
}
