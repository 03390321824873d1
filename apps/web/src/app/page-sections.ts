import { lazy } from 'react';
import type { PageSections } from '../lib/page-sections';

/** What each feature adds to another's page (see lib/page-sections.tsx); each loads with its page. */
export const pageSections: PageSections = {
  profile: lazy(() => import('../features/rsvp/components/profile-rsvp-section')),
  editEvent: lazy(() => import('../features/rsvp/components/rsvp-settings-section')),
};
