import type { CreateEventRequest } from '@cp/contracts/events';

/** A valid event for tests; override what a test is about. */
export function sampleEvent(overrides: Partial<CreateEventRequest> = {}): CreateEventRequest {
  return {
    title: 'Weekly Meeting',
    description: 'Chapter news and pizza.',
    start: '2031-09-04T18:00:00',
    end: '2031-09-04T19:00:00',
    location: 'Siebel Center 1404',
    host: 'A01',
    ...overrides,
  };
}
