import Box from '@mui/material/Box';
import Skeleton from '@mui/material/Skeleton';
import { useTranslation } from 'react-i18next';
import { SkeletonPoster } from '../../entities/catalogue';
import { detailsLayoutSx, posterColumnSx } from './detailsLayout';

/** The details block's shape while it loads: poster, title, facts, genres, overview. */
export function MovieDetailsSkeleton() {
  const { t } = useTranslation();
  return (
    <Box role="status" aria-label={t('browse.loadingDetails')} aria-busy="true" sx={detailsLayoutSx}>
      <Box sx={posterColumnSx}>
        <SkeletonPoster />
      </Box>
      {/* As wide as the facts it stands for: on a phone the column centres its children, and percentage widths need one. */}
      <Box sx={{ flexGrow: 1, width: '100%' }}>
        <Skeleton variant="text" sx={{ fontSize: '2.125rem' }} width="70%" />
        <Skeleton variant="text" width="40%" />
        <Skeleton variant="rounded" height={32} width="50%" sx={{ my: 2 }} />
        <Skeleton variant="text" width="30%" />
        <Skeleton variant="text" />
        <Skeleton variant="text" />
        <Skeleton variant="text" width="80%" />
      </Box>
    </Box>
  );
}
