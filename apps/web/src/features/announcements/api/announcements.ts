import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  announcementDetail,
  audienceCountResponse,
  listAnnouncementsResponse,
  previewResponse,
  testSendResponse,
  type AnnouncementContent,
  type Audience,
  type CreateAnnouncementRequest,
} from '@cp/contracts/announcements';
import { apiRequest } from '../../../lib/api-client';

export const announcementsQueryKey = ['announcements'] as const;
const base = '/api/v1/announcements';

export function useAnnouncementsQuery() {
  return useQuery({
    queryKey: announcementsQueryKey,
    queryFn: ({ signal }) => apiRequest(base, { schema: listAnnouncementsResponse, signal }),
  });
}

/** One announcement and its progress, asked again every 2 s while it is sending. */
export function useAnnouncementQuery(id: string) {
  return useQuery({
    queryKey: [...announcementsQueryKey, id],
    queryFn: ({ signal }) => apiRequest(`${base}/${id}`, { schema: announcementDetail, signal }),
    refetchInterval: (query) => (query.state.data?.status === 'sending' ? 2000 : false),
  });
}

export const countAudience = (audience: Audience) =>
  apiRequest(`${base}/count`, { method: 'POST', body: { audience }, schema: audienceCountResponse });

export const previewAnnouncement = (content: AnnouncementContent) =>
  apiRequest(`${base}/preview`, { method: 'POST', body: content, schema: previewResponse });

export const testSendAnnouncement = (content: AnnouncementContent) =>
  apiRequest(`${base}/test`, { method: 'POST', body: content, schema: testSendResponse });

export function useCreateAnnouncement() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateAnnouncementRequest) =>
      apiRequest(base, { method: 'POST', body: input, schema: announcementDetail }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: announcementsQueryKey }),
  });
}

export function useCancelAnnouncement(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => apiRequest(`${base}/${id}/cancel`, { method: 'POST', schema: announcementDetail }),
    onSuccess: (detail) => {
      queryClient.setQueryData([...announcementsQueryKey, id], detail);
      void queryClient.invalidateQueries({ queryKey: announcementsQueryKey });
    },
  });
}
