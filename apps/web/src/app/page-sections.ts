import { createElement, Fragment, lazy } from 'react';
import type { PageSections } from '../lib/page-sections';

const RsvpProfileSection = lazy(() => import('../features/rsvp/components/profile-rsvp-section'));
const MailPreferencesSection = lazy(() => import('../features/announcements/components/profile-mail-section'));

/** What each feature adds to another's page (see lib/page-sections.tsx); each loads with its page. */
export const pageSections: PageSections = {
  profile: () =>
    createElement(Fragment, null, createElement(RsvpProfileSection), createElement(MailPreferencesSection)),
  editEvent: lazy(() => import('../features/rsvp/components/rsvp-settings-section')),
  home: lazy(() => import('../features/announcements/components/home-announcements-section')),
};
