import type { ApiOperation, ApiResult, TypedApi } from '@platform/shared-ui';

type ChatStarted = Promise<ApiResult<ApiOperation<'/api/chat-start/', 'post'>>>;

let inFlight: { sessionId: string | null; answer: ChatStarted } | null = null;

/**
 * `POST /api/chat-start/`, once per session id at a time: a page mounted twice in a row (React's strict
 * mode, a quick back-and-forth) shares the first call instead of creating a second Draft project.
 */
export function startChat(api: TypedApi, sessionId: string | null): ChatStarted {
  if (inFlight && inFlight.sessionId === sessionId) return inFlight.answer;
  const answer = api.post('/api/chat-start/', { body: { session_id: sessionId } });
  const call = { sessionId, answer };
  inFlight = call;
  const settle = () => {
    if (inFlight === call) inFlight = null;
  };
  answer.then(settle, settle);
  return answer;
}
