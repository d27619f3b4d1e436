import { lazy, Suspense } from 'react';

const DataPortabilitySection = lazy(() => import(/* webpackChunkName: "data-portability" */ './DataPortabilitySection'));

/** The profile's import and export section, downloaded with its own chunk when the profile shows it. */
export function DataPortability() {
  return (
    <Suspense fallback={null}>
      <DataPortabilitySection />
    </Suspense>
  );
}
