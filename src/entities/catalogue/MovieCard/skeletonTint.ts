import { keyframes, type Theme } from '@mui/material/styles';

// MUI Skeleton's pulse and tint, drawn by our own styled elements: a loading page shows twenty
// cards, and one styled element is cheaper than six Skeleton components each.
const pulse = keyframes`
  0% { opacity: 1; }
  50% { opacity: 0.4; }
  100% { opacity: 1; }
`;

export const skeletonTint = (theme: Theme) => ({
  backgroundColor: 'rgba(0, 0, 0, 0.11)',
  animation: `${pulse} 2s ease-in-out 0.5s infinite`,
  ...theme.applyStyles('dark', { backgroundColor: 'rgba(255, 255, 255, 0.13)' }),
});
