import { ApiError, useLiveEvents, useTypedApi } from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { LOAD_FAILED, SEND_FAILED } from './page-chat-api';
import type { ConversationEntry, QuickReply } from './page-chat-api';

export type ConversationState =
  | { status: 'loading' }
  | { status: 'failed' }
  | { status: 'ready'; entries: ConversationEntry[] };

/**
 * A workspace page's conversation with the assistant. `onChange` is told when a reply changed the
 * project's data (a brief section, a new feature), so the page can show it at once.
 */
export function usePageChat(projectId: string, pageName: string, onChange: () => void) {
  const api = useTypedApi();
  const [state, setState] = useState<ConversationState>({ status: 'loading' });
  const [sending, setSending] = useState(false);
  const [sendError, setSendError] = useState<string | null>(null);
  // The choices of the last reply only: once anything else is said they no longer apply.
  const [choices, setChoices] = useState<QuickReply[]>([]);
  // The conversation is the team's: a teammate's message on this page shows at once.
  const [revision, setRevision] = useState(0);
  useLiveEvents(projectId, ['page-chat'], (event) => {
    if (!('data' in event) || (event.data as { page?: string } | null)?.page === pageName)
      setRevision((count) => count + 1);
  });
  const [shown, setShown] = useState({ projectId, pageName });
  if (shown.projectId !== projectId || shown.pageName !== pageName) {
    setShown({ projectId, pageName });
    setState({ status: 'loading' });
  }

  useEffect(() => {
    const controller = new AbortController();
    api
      .post('/api/handle-load-conversation/', {
        body: { project_id: projectId, page_name: pageName },
        signal: controller.signal,
      })
      .then((answer) => setState({ status: 'ready', entries: answer.conversation }))
      .catch((error: unknown) => {
        if (controller.signal.aborted) return;
        console.error(LOAD_FAILED, error);
        setState({ status: 'failed' });
      });
    return () => controller.abort();
  }, [api, projectId, pageName, revision]);

  /** Sends a message; empty ones are not sent. True when it was answered. */
  const send = useCallback(
    async (text: string): Promise<boolean> => {
      const message = text.trim();
      if (message === '' || sending) return false;
      setSending(true);
      setSendError(null);
      setChoices([]);
      try {
        const reply = await api.post('/api/ai-page-conversation/', {
          body: { user_input: message, page_name: pageName, project_id: projectId },
        });
        setState((current) => ({
          status: 'ready',
          entries: [
            ...(current.status === 'ready' ? current.entries : []),
            { role: 'user', content: message },
            { role: 'assistant', content: reply.response },
          ],
        }));
        setChoices(reply.choices);
        if (reply.updated_section_name) onChange();
        return true;
      } catch (error) {
        setSendError(
          error instanceof ApiError && error.status !== 0 && error.status < 500 ? error.message : SEND_FAILED,
        );
        return false;
      } finally {
        setSending(false);
      }
    },
    [api, pageName, projectId, sending, onChange],
  );

  return { state, sending, sendError, send, choices };
}
