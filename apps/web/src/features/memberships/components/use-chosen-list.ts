import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useQueryClient } from '@tanstack/react-query';
import { useDebouncedValue } from '@mantine/hooks';
import { externalListPageQueryOptions } from '../api/get-external-list';
import { externalListsQueryOptions } from '../api/list-external-lists';

const listParam = 'list';

/**
 * The chosen list, kept in the address (?list=) so a list can be linked to and reloaded, with the
 * table's search (sent to the server once typing pauses) and page. Another list or search starts
 * at the first page.
 */
export function useChosenList() {
  const [params, setParams] = useSearchParams();
  const listId = params.get(listParam) || null;
  const [search, setSearch] = useState('');
  const [q] = useDebouncedValue(search.trim(), 300);
  const [page, setPage] = useState(1);
  const [pagedFor, setPagedFor] = useState(q);
  if (pagedFor !== q) {
    setPagedFor(q);
    setPage(1);
  }
  const choose = (next: string | null) => {
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(listParam, next);
        else updated.delete(listParam);
        return updated;
      },
      { replace: true },
    );
    setSearch('');
    setPage(1);
  };
  return { listId, choose, search, setSearch, q, page, setPage };
}

/**
 * Asks for the list ids and the first page of the list in the address while the page renders,
 * before its panels have: their own queries, started once they are on screen, then find the
 * answers on the way (on a busy machine the panels took 150-500 ms to draw).
 */
export function usePrefetchChosenList(enabled: boolean) {
  const client = useQueryClient();
  const [params] = useSearchParams();
  if (!enabled) return;
  const listId = params.get(listParam) || null;
  const ids = externalListsQueryOptions();
  if (!client.getQueryState(ids.queryKey)) void client.prefetchQuery(ids);
  const firstPage = listId && externalListPageQueryOptions(listId, { page: 1, q: '' });
  if (firstPage && !client.getQueryState(firstPage.queryKey)) void client.prefetchQuery(firstPage);
}
