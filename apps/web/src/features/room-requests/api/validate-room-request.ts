import { useMutation } from '@tanstack/react-query';
import { validateRoomRequestResponse, type CreateRoomRequestRequest } from '@cp/contracts/room-requests';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/v1/roomRequests/validate: the wizard's validation step, nothing stored. */
export function validateRoomRequest(input: CreateRoomRequestRequest) {
  return apiRequest('/api/v1/roomRequests/validate', {
    method: 'POST',
    body: input,
    schema: validateRoomRequestResponse,
  });
}

export function useValidateRoomRequest() {
  return useMutation({ mutationFn: validateRoomRequest });
}
