import Card from '@mui/material/Card';
import { styled } from '@mui/material/styles';
import { BELOW_FOLD_CLASS, belowFoldRule } from './nearViewRendering';
import { SkeletonPoster } from './SkeletonPoster';
import { skeletonTint } from './skeletonTint';

const SkeletonCard = styled(Card)(({ theme }) => {
  // A text line as MUI draws one at 0.875rem: a line's box, shown at 60% of its height.
  const line = { ...skeletonTint(theme), height: 'calc(0.875rem * 1.5)', transform: 'scale(1, 0.6)', transformOrigin: '0 55%', borderRadius: '4px / 6.7px' };
  return {
    height: '100%',
    ...belowFoldRule,
    '& .text': { padding: theme.spacing(1.5) },
    '& .line': line,
    '& .short': { width: '60%' },
    '& .facts': { display: 'flex', justifyContent: 'space-between', marginTop: theme.spacing(0.5) },
    '& .year': { ...line, width: '30%' },
    '& .rating': { ...line, width: '20%' },
  };
});

interface MovieCardSkeletonProps {
  /** Below the first screenful: laid out and painted once it comes near the view (nearViewRendering.ts). */
  belowFold?: boolean;
}

/** A card's shape while its movie loads: same poster ratio and text lines as MovieCard. */
export function MovieCardSkeleton({ belowFold = false }: MovieCardSkeletonProps) {
  return (
    <SkeletonCard aria-hidden className={belowFold ? BELOW_FOLD_CLASS : undefined}>
      <SkeletonPoster />
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
