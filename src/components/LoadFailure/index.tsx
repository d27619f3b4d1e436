import Typography from '@mui/material/Typography';
import { lazy, Suspense } from 'react';

export { useLoadStatusTranslation } from './loadStatusTranslation';

export interface LoadFailureProps {
  text: string;
  /** Asks again; without it, no button. */
  onRetry?: () => void;
}

/** The text alone, until the alert's chunk is here, or for good if it cannot come (the network is what failed). */
function PlainFailure({ text }: LoadFailureProps) {
  return (
    <Typography role="alert" color="error">
      {text}
    </Typography>
  );
}

// A failure is rare: MUI's Alert and its icons download when one happens, not with every first visit.
const FailureAlert = lazy(() => import(/* webpackChunkName: "load-failure" */ './FailureAlert').catch(() => ({ default: PlainFailure })));

/** What failed to load, said in place of it (docs/PRODUCT.md §4.2), with a button that asks again. */
export function LoadFailure(props: LoadFailureProps) {
  return (
    <Suspense fallback={<PlainFailure {...props} />}>
      <FailureAlert {...props} />
    </Suspense>
  );
}
