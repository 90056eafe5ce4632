import { usePlatform, type SiteChatSupportRequest } from '@platform/shared-ui/core';
import { authAs, useApiMutation, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback, useMemo, useState } from 'react';

/** The welcome message that means `chat_history` holds the chat so far (the spec's states and transitions). */
export const EXISTING_CHAT = 'existing chat';
export const SEND_FAILED = 'Failed to send message. Please try again.';

export interface ChatMessage {
  id: number;
  role: 'user' | 'assistant';
  content: string;
  /** The reply asks the visitor to sign in: the page shows a Login button under it. */
  suggestSignin: boolean;
  /** The reply drafted a support request: the page links to Let's Talk with it filled in. */
  supportRequest: SiteChatSupportRequest | null;
}

export type ChatStatus = 'idle' | 'loading' | 'ready' | 'error';

let nextId = 1;
const message = (
  role: ChatMessage['role'],
  content: string,
  suggestSignin = false,
  supportRequest: SiteChatSupportRequest | null = null,
): ChatMessage => ({
  id: nextId++,
  role,
  content,
  suggestSignin,
  supportRequest,
});

/**
 * The visitor's chat with the assistant (`GET /api/welcome/`, `POST /api/reply/`). Visitors send the
 * form token, signed-in users their bearer token; the server keeps the chat (a cookie for visitors). The chat
 * is asked for on `load()` (the home page's chat when it comes into view), once.
 */
export function useSiteChat() {
  const { auth, toast } = usePlatform();
  // Signed-in users chat with their bearer token, so the chat is theirs; visitors with the form token.
  const headers = authAs(auth.useToken() ? 'user' : 'form');
  const [wanted, setWanted] = useState(false);
  const welcome = useApiQuery('get', '/api/welcome/', { headers }, { enabled: wanted });
  const reply = useApiMutation('post', '/api/reply/');
  /** What was said on this page, after the chat the welcome restored. */
  const [added, setAdded] = useState<ChatMessage[]>([]);

  const restored = useMemo(
    () =>
      welcome.data?.message === EXISTING_CHAT
        ? welcome.data.chat_history.map((turn) => message(turn.role, turn.content))
        : [],
    [welcome.data],
  );
  /** The server's greeting when there is no chat yet; empty when a chat was restored. */
  const greeting = welcome.data && welcome.data.message !== EXISTING_CHAT ? welcome.data.message : '';
  const status: ChatStatus = !wanted
    ? 'idle'
    : welcome.isError
      ? 'error'
      : welcome.isSuccess
        ? 'ready'
        : 'loading';

  const load = useCallback(() => setWanted(true), []);
  const { refetch } = welcome;
  const retry = useCallback(() => void refetch(), [refetch]);

  /** Sends `text` (ignored when blank); resolves false when it could not be sent. */
  async function send(text: string): Promise<boolean> {
    const content = text.trim();
    if (!content || reply.isPending) return true;
    const sent = message('user', content);
    setAdded((current) => [...current, sent]);
    try {
      const answer = await reply.mutateAsync({ body: { message: content }, headers });
      const said = message(
        'assistant',
        answer.message,
        answer.suggest_signin,
        answer.support_request ?? null,
      );
      setAdded((current) => [...current, said]);
      return true;
    } catch {
      setAdded((current) => current.filter((entry) => entry.id !== sent.id));
      toast(SEND_FAILED, { type: 'error' });
      return false;
    }
  }

  return {
    status,
    error: welcome.error?.message ?? '',
    greeting,
    messages: [...restored, ...added],
    sending: reply.isPending,
    load,
    retry,
    send,
  };
}
