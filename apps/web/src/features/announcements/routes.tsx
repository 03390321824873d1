import { announcementManagerRoles } from '@cp/contracts';
import { lazy } from 'react';
import type { RouteObject } from 'react-router';
import { RequireRoles } from '../../components/require-roles';
import { paths, routePatterns } from '../../lib/paths';

const service = 'announcements';
const AnnouncementsPage = lazy(() => import('./pages/announcements-page'));
const ComposePage = lazy(() => import('./pages/compose-page'));
const AnnouncementPage = lazy(() => import('./pages/announcement-page'));
const ArchivePage = lazy(() => import('./pages/archive-page'));
const ArchivedAnnouncementPage = lazy(() => import('./pages/archived-announcement-page'));
const PreferencesPage = lazy(() => import('./pages/preferences-page'));

const managed = (element: React.ReactNode) => (
  <RequireRoles roles={announcementManagerRoles} service={service}>
    {element}
  </RequireRoles>
);

/** Issue 44: the officers' pages need MANAGE_ANNOUNCEMENTS. */
export const announcementsRoutes: RouteObject[] = [
  { path: paths.announcements, element: managed(<AnnouncementsPage />) },
  { path: paths.newAnnouncement, element: managed(<ComposePage />) },
  { path: routePatterns.announcement, element: managed(<AnnouncementPage />) },
];

/**
 * Every sign-in state shows these, as it shows /tos: the preferences link works signed out, and
 * the archive shows a visitor the public announcements (a member sees them all).
 */
export const announcementsPublicRoutes: RouteObject[] = [
  { path: paths.mailPreferences, element: <PreferencesPage /> },
  { path: paths.announcementArchive, element: <ArchivePage /> },
  { path: routePatterns.archivedAnnouncement, element: <ArchivedAnnouncementPage /> },
];
