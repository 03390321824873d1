import { useMutation, useQueryClient } from '@tanstack/react-query';
import { myUinResponse, type setMyUinRequest } from '@cp/contracts/users';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { myUinQueryKey } from './get-my-uin';

/** PUT /api/v1/users/me/uin: records the caller's UIN, once. */
export function setMyUin(input: z.infer<typeof setMyUinRequest>) {
  return apiRequest('/api/v1/users/me/uin', { method: 'PUT', body: input, schema: myUinResponse });
}

export function useSetMyUin() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setMyUin,
    onSuccess: (answer) => queryClient.setQueryData(myUinQueryKey, answer),
  });
}
