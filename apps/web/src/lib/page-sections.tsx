import { createContext, Suspense, useContext, type ComponentType } from 'react';

/**
 * Sections one feature adds to another feature's page. Features do not import each other, so
 * the app fills these in (app/page-sections.ts) and the host page renders whatever it is given:
 * the RSVP feature's sections appear on /profile and on the event's edit page.
 */
export interface PageSections {
  /** Below the form on /profile, once the member has a name. */
  profile?: ComponentType;
  /** On the members' home, beside their own things (the latest announcements). */
  home?: ComponentType;
  /** Below the editor on /events/edit/{eventId}. */
  editEvent?: ComponentType<{ eventId: string }>;
}

const PageSectionsContext = createContext<PageSections>({});
export const PageSectionsProvider = PageSectionsContext.Provider;

/** The section the app gave for `name`, loaded on its own; nothing when none was given. */
export function PageSection<K extends keyof PageSections>({
  name,
  ...props
}: { name: K } & (K extends 'editEvent' ? { eventId: string } : object)) {
  const Section = useContext(PageSectionsContext)[name] as ComponentType<object> | undefined;
  if (!Section) return null;
  return (
    <Suspense fallback={null}>
      <Section {...props} />
    </Suspense>
  );
}
