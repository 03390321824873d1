import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { matchPublicPage } from '@cp/contracts/public-pages';
import { applyStoredColorScheme } from '../lib/color-scheme';
import { VisitorApp } from './visitor-app';
import { visitorPages } from './pages';

// The light page (decision 0032): what the server sends a visitor without a session who opens a
// public page. React and plain HTML and CSS; no Mantine, router or query cache.
applyStoredColorScheme();

const match = matchPublicPage(window.location.pathname);
const page = match ? visitorPages[match.name] : undefined;
// The page's first call goes out now, while React starts, rather than after its first render.
if (match && page?.prefetch) page.prefetch(match.params);

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');
createRoot(root).render(
  <StrictMode>
    <VisitorApp page={page} params={match?.params ?? {}} />
  </StrictMode>,
);
