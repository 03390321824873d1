import { useQuery } from '@tanstack/react-query';
import { archiveListResponse, archivedAnnouncement } from '@cp/contracts/announcements';
import { apiRequest } from '../../../lib/api-client';

export function useArchiveQuery(limit = 50) {
  return useQuery({
    queryKey: ['announcements-archive', limit],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/announcements/archive?limit=${limit}`, { schema: archiveListResponse, signal }),
  });
}

export function useArchivedAnnouncementQuery(id: string) {
  return useQuery({
    queryKey: ['announcements-archive', 'one', id],
    queryFn: ({ signal }) =>
      apiRequest(`/api/v1/announcements/archive/${encodeURIComponent(id)}`, { schema: archivedAnnouncement, signal }),
  });
}
