import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { useDebouncedValue } from '@mantine/hooks';

/**
 * The chosen list, kept in the address (?list=) so a list can be linked to and reloaded, with the
 * table's search (sent to the server once typing pauses) and page. Another list or search starts
 * at the first page.
 */
export function useChosenList() {
  const [params, setParams] = useSearchParams();
  const listId = params.get('list') || null;
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
        if (next) updated.set('list', next);
        else updated.delete('list');
        return updated;
      },
      { replace: true },
    );
    setSearch('');
    setPage(1);
  };
  return { listId, choose, search, setSearch, q, page, setPage };
}
