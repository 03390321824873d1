import { useEffect } from 'react';
import { config } from '../config';

/** Names the browser tab after the page, so screen-reader and tab users know where they are. */
export function usePageTitle(title: string): void {
  useEffect(() => {
    document.title = `${title} | ${config.appName}`;
  }, [title]);
}
