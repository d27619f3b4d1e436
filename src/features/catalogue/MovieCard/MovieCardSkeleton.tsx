import Card from '@mui/material/Card';
import { keyframes, styled } from '@mui/material/styles';
import { POSTER_ASPECT_RATIO } from './Poster';

// MUI Skeleton's pulse and tint, drawn by one styled card instead of six Skeleton components:
// a loading page shows twenty of these, and they render before anything else.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

const SkeletonCard = styled(Card)(({ theme }) => {
  const tint = {
    backgroundColor: 'rgba(0, 0, 0, 0.11)',
    animation: `${pulse} 2s ease-in-out 0.5s infinite`,
    ...theme.applyStyles('dark', { backgroundColor: 'rgba(255, 255, 255, 0.13)' }),
  };
  // A text line as MUI draws one at 0.875rem: a line's box, shown at 60% of its height.
  const line = { ...tint, height: 'calc(0.875rem * 1.5)', transform: 'scale(1, 0.6)', transformOrigin: '0 55%', borderRadius: '4px / 6.7px' };
  return {
    height: '100%',
    '& .poster': { ...tint, aspectRatio: POSTER_ASPECT_RATIO, width: '100%' },
    '& .text': { padding: theme.spacing(1.5) },
    '& .line': line,
    '& .short': { width: '60%' },
    '& .facts': { display: 'flex', justifyContent: 'space-between', marginTop: theme.spacing(0.5) },
    '& .year': { ...line, width: '30%' },
    '& .rating': { ...line, width: '20%' },
  };
});

/** A card's shape while its movie loads: same poster ratio and text lines as MovieCard. */
export function MovieCardSkeleton() {
  return (
    <SkeletonCard aria-hidden>
      <div className="poster" />
      <div className="text">
        <div className="line" />
        <div className="line short" />
        <div className="facts">
          <div className="year" />
          <div className="rating" />
        </div>
      </div>
    </SkeletonCard>
  );
}
