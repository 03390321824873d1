import { useState } from 'react';
import { useSearchParams } from 'react-router';
import { auditLogModules, logPageSizes, type AuditLogModule } from '@cp/contracts/audit-logs';
import type { LogsWindow } from './api/list-logs';

interface Paging {
  key: string;
  page: number;
  cursors: (string | null)[];
}

const isModule = (value: string | null): value is AuditLogModule => auditLogModules.includes(value as AuditLogModule);

/** The window the URL names, if it names one (also read at start-up, with the first page's size and no cursor). */
export function logsWindowOf(
  params: URLSearchParams,
  pageSize: number = logPageSizes[0],
  cursor: string | null = null,
): LogsWindow | null {
  const module = params.get('module');
  if (!isModule(module) || !params.has('start') || !params.has('end')) return null;
  const [start, end] = [Number(params.get('start')), Number(params.get('end'))];
  return { module, start, end, q: params.get('q') ?? '', limit: pageSize, cursor };
}

/**
 * The window being shown lives in the URL (module, start, end, q), so a reload or a shared link
 * shows the same entries; the page and its cursors are local. Cursors of the pages seen so far
 * are kept, so any page up to the furthest reached can be revisited.
 */
export function useLogWindow() {
  const [params, setParams] = useSearchParams();
  const module = params.get('module');
  const start = Number(params.get('start'));
  const end = Number(params.get('end'));
  const q = params.get('q') ?? '';
  const [pageSize, setPageSize] = useState<number>(logPageSizes[0]);
  const applied = isModule(module) && params.has('start') && params.has('end') ? { module, start, end } : null;
  // Another window, search or page size starts again at page 1.
  const key = `${module}|${start}|${end}|${q}|${pageSize}`;
  const [paging, setPaging] = useState<Paging>({ key, page: 1, cursors: [null] });
  const current: Paging = paging.key === key ? paging : { key, page: 1, cursors: [null] };
  const { page, cursors } = current;

  const window = logsWindowOf(params, pageSize, cursors[page - 1] ?? null);

  return {
    applied,
    window,
    q,
    page,
    pages: cursors.length,
    pageSize,
    requestId: params.get('requestId'),
    setPage: (next: number) => setPaging({ ...current, page: next }),
    setPageSize,
    /** Records the cursor of the page after `forPage`, once its answer arrives. */
    learnNext(forPage: number, nextCursor: string | null) {
      if (nextCursor && cursors.length === forPage) setPaging({ ...current, cursors: [...cursors, nextCursor] });
    },
    apply(next: { module: AuditLogModule; start: number; end: number }) {
      const search = new URLSearchParams({ module: next.module, start: String(next.start), end: String(next.end) });
      if (q) search.set('q', q);
      setParams(search);
    },
    /** Back from one request's entries to the window shown before. */
    leaveRequest() {
      const search = new URLSearchParams(params);
      search.delete('requestId');
      setParams(search);
    },
    search(text: string) {
      const search = new URLSearchParams(params);
      if (text) search.set('q', text);
      else search.delete('q');
      setParams(search, { replace: true });
    },
  };
}
