import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';

/** The one h1 of a page. */
export function PageTitle({ children }: { children: ReactNode }) {
  return (
    <Typography component="h1" variant="h4" sx={{ mb: 3 }}>
      {children}
    </Typography>
  );
}
