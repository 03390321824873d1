import type { ComponentType } from 'react';
import LightPageFrame from '../app/shell/light-page-frame';
import type { AuthValue } from '../lib/auth';
import type { PublicPageProps } from '../public/pages';
import { renderWithProviders } from './render';

interface Options {
  auth: AuthValue;
  /** The address opened, `/store/cart?paid=1`. */
  path: string;
  /** The route's pattern, `/store/:itemId`; the path's own pathname by default. */
  pattern?: string;
  withMembership?: boolean;
}

/** A public page as the portal shows it (decision 0065): in its frame, with this sign-in state. */
export function renderInPortal(Page: ComponentType<PublicPageProps>, options: Options) {
  const pattern = options.pattern ?? options.path.split('?')[0]!;
  const element = <LightPageFrame Page={Page} withMembership={options.withMembership} />;
  return renderWithProviders(null, { auth: options.auth, path: options.path, routes: [{ path: pattern, element }] });
}
