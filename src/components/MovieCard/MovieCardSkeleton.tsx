import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Skeleton from '@mui/material/Skeleton';
import { POSTER_ASPECT_RATIO } from './Poster';

/** A card's shape while its movie loads: same poster ratio and text lines as MovieCard. */
export function MovieCardSkeleton() {
  return (
    <Card aria-hidden sx={{ height: '100%' }}>
      <Skeleton variant="rectangular" sx={{ aspectRatio: POSTER_ASPECT_RATIO, width: '100%', height: 'auto' }} />
      <CardContent sx={{ p: 1.5, '&:last-child': { pb: 1.5 } }}>
        <Skeleton variant="text" sx={{ fontSize: '0.875rem' }} />
        <Skeleton variant="text" width="60%" sx={{ fontSize: '0.875rem' }} />
        <Box sx={{ display: 'flex', justifyContent: 'space-between', mt: 0.5 }}>
          <Skeleton variant="text" width="30%" sx={{ fontSize: '0.875rem' }} />
          <Skeleton variant="text" width="20%" sx={{ fontSize: '0.875rem' }} />
        </Box>
      </CardContent>
    </Card>
  );
}
