import { lazy } from 'react';

// Every page is its own chunk: the sign-in page must not pay for the rest of the portal.
export const LoginPage = lazy(() => import('../../features/auth/pages/login-page'));
export const LogoutPage = lazy(() => import('../../features/auth/pages/logout-page'));
export const ForceLoginPage = lazy(() => import('../../features/auth/pages/force-login-page'));
export const CallbackPage = lazy(() => import('../../features/auth/pages/callback-page'));
export const HomePage = lazy(() => import('../../features/home/pages/home-page'));
export const ProfilePage = lazy(() => import('../../features/profile/pages/profile-page'));
export const NotFoundPage = lazy(() => import('../../components/not-found-page'));

// Layouts: Mantine and its styles arrive with these, never with the sign-in page.
export const ShellLayout = lazy(() => import('../shell/shell-layout'));
export const PlainLayout = lazy(() => import('../shell/plain-layout'));
