import { useId, useState, type RefObject } from 'react';
import { Alert, Stack, Title } from '@mantine/core';
import { listPageSizes } from '@cp/contracts/paging';
import type { EventResponse } from '@cp/contracts/events';
import { PageControls } from '../../../components/page-controls';
import { errorMessage } from '../../../lib/api-client';
import { firstEventsPage, useEventsPageQuery, type EventsPage } from '../api/list-events';
import { portalNow } from '../format';
import { EventsView } from './events-view';
import { listedEvent } from './listed-event';

interface EventsListProps {
  list: EventsPage['list'];
  title: string;
  /** Names the table for assistive technology. */
  label: string;
  emptyText: string;
  /** The search, already debounced; a new one starts at page 1. */
  q: string;
  hostNames: Map<string, string>;
  onDelete: (event: EventResponse) => void;
  /** The list's heading, focusable from script: it takes focus after one of its events is deleted. */
  headingRef?: RefObject<HTMLHeadingElement | null>;
}

/** One of the two event lists, paged and searched on the server, with its own rows per page. */
export function EventsList({ list, title, label, emptyText, q, hostNames, onDelete, headingRef }: EventsListProps) {
  const titleId = useId();
  const [paging, setPaging] = useState({ page: 1, pageSize: firstEventsPage.pageSize });
  const [pagedQ, setPagedQ] = useState(q);
  if (pagedQ !== q) {
    setPagedQ(q);
    setPaging((p) => ({ ...p, page: 1 }));
  }
  const events = useEventsPageQuery({ list, ...paging, q });
  if (events.isError)
    return (
      <Alert color="red" title="Error fetching events" role="alert">
        {errorMessage(events.error, 'Please try again or contact support.')}
      </Alert>
    );
  const now = portalNow();
  const pages = Math.max(1, Math.ceil((events.data?.page.total ?? 0) / paging.pageSize));
  return (
    <Stack gap="xs" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h3" id={titleId} ref={headingRef} tabIndex={-1}>
        {title}
      </Title>
      <EventsView
        label={label}
        events={events.data?.events.map((event) => listedEvent(event, now))}
        hostNames={hostNames}
        emptyText={emptyText}
        onDelete={onDelete}
      />
      <PageControls
        sizes={listPageSizes}
        pageSize={paging.pageSize}
        page={paging.page}
        pages={pages}
        onPageSize={(pageSize) => setPaging({ page: 1, pageSize })}
        onPage={(page) => setPaging((p) => ({ ...p, page }))}
      />
    </Stack>
  );
}
