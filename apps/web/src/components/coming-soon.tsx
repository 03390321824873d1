import { lazy } from 'react';

/** Stand-in for a module page that is not built yet. */
export const ComingSoon = lazy(() => import('./coming-soon-page'));
