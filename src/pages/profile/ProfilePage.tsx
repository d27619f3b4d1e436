import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Suspense, useDeferredValue } from 'react';
import { useAppSelector } from '../../app/hooks';
import type { AppDispatch } from '../../app/store';
import { prefetchListFirstPages } from '../../entities/lists';
import { PageTitle } from '../../components/PageTitle';
import { DataPortability } from '../../features/dataPortability';
import { AccountSignIns } from '../../features/signInProviders';
import { signInHints } from '../../config/runtimeConfig';
import { DeleteAccountSection, ProfileFilmLog } from '../../features/filmLog';
import { ActorListSection } from './components/ActorListSection';
import { MovieListSection } from './components/MovieListSection';
import { ProfilePhoto } from './components/ProfilePhoto';
import { TitledSection } from '../../components/TitledSection';
import { profileApi, useProfilePictureQuery } from './profileApi';
import { useProfileTranslation } from './profileTranslation';

/** Before the page renders (src/app/routes.tsx): the photo and the first page of each list. */
export function loader(dispatch: AppDispatch): void {
  void dispatch(profileApi.util.prefetch('profilePicture', undefined, {}));
  prefetchListFirstPages(dispatch);
}

/** The page until the user and their photo are known. */
function ProfileSkeleton() {
  const { t } = useProfileTranslation();
  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Box role="status">
        <Typography color="text.secondary">{t('loading')}</Typography>
        <LinearProgress aria-label={t('title')} sx={{ mt: 1, maxWidth: 320 }} />
      </Box>
    </>
  );
}

/** My Profile: photo and e-mail, the three personal lists, and the account settings to come. */
export default function ProfilePage() {
  const { t } = useProfileTranslation();
  const user = useAppSelector((state) => state.session.user);
  const picture = useProfilePictureQuery(undefined, { skip: !user });

  // The whole page follows the photo's answer: a store update renders in one blocking task, so the
  // skeleton stays for that update and the page renders in a transition React slices.
  const loaded = useDeferredValue(user !== null && !picture.isLoading);
  if (!user || !loaded) return <ProfileSkeleton />;

  return (
    <>
      <PageTitle>{t('title')}</PageTitle>
      <Stack spacing={3}>
        <Paper variant="outlined" sx={{ p: { xs: 2, sm: 3 } }}>
          <ProfilePhoto picture={picture.data?.profile_picture ?? user.profile_picture} email={user.email} />
        </Paper>
        <MovieListSection list="favorites" />
        <MovieListSection list="watchlist" />
        <ActorListSection />
        <Suspense fallback={null}>
          <ProfileFilmLog />
        </Suspense>
        <DataPortability />
        <TitledSection title={t('accountSettings')}>
          {signInHints().providers ? (
            <Suspense fallback={null}>
              <AccountSignIns />
            </Suspense>
          ) : (
            <Typography color="text.secondary">{t('settingsComingSoon')}</Typography>
          )}
        </TitledSection>
        <Suspense fallback={null}>
          <DeleteAccountSection />
        </Suspense>
      </Stack>
    </>
  );
}
