import type { ApiClient } from '@platform/shared-ui';
import type { ChatStartResponse } from '../projects/project-api';

let inFlight: { sessionId: string | null; answer: Promise<ChatStartResponse> } | null = null;

/**
 * `POST /api/chat-start/`, once per session id at a time: a page mounted twice in a row (React's strict
 * mode, a quick back-and-forth) shares the first call instead of creating a second Draft project.
 */
export function startChat(api: ApiClient, sessionId: string | null): Promise<ChatStartResponse> {
  if (inFlight && inFlight.sessionId === sessionId) return inFlight.answer;
  const answer = api.post<ChatStartResponse>('/api/chat-start/', { session_id: sessionId });
  const call = { sessionId, answer };
  inFlight = call;
  const settle = () => {
    if (inFlight === call) inFlight = null;
  };
  answer.then(settle, settle);
  return answer;
}
