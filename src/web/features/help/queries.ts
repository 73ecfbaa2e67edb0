import { useMutation } from '@tanstack/react-query';
import { sendHelpMessageRoute, type THelpMessageBody } from '../../../contract/help.ts';
import { api } from '../../lib/api.ts';

/** POST /api/help/messages: the Help Center contact form (visitors and members). */
export function useSendHelpMessageMutation() {
  return useMutation({
    mutationFn: (body: THelpMessageBody) => api(sendHelpMessageRoute, { body }),
  });
}
