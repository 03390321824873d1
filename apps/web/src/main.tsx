import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './app/app';
import { createQueryClient } from './app/query-client';
import { preloadSignedInPage } from './app/router/preload-signed-in-page';
import { createAppRouter } from './app/router/router';
import { applyStoredColorScheme } from './lib/color-scheme';

applyStoredColorScheme();

const root = document.getElementById('root');
if (!root) throw new Error('The page has no #root element.');

// Created once, outside React, so StrictMode's double rendering cannot make two of them.
const queryClient = createQueryClient();
const router = createAppRouter();
preloadSignedInPage(window.location, queryClient);

createRoot(root).render(
  <StrictMode>
    <App queryClient={queryClient} router={router} />
  </StrictMode>,
);
