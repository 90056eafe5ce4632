import {
  ApiError,
  DEFAULT_ERROR_MESSAGE,
  usePlatform,
  type PlatformAuth,
  type SiteChatReply,
  type SiteChatSupportRequest,
  type SiteChatWelcome,
} from '@platform/shared-ui/core';
import { useCallback, useRef, useState } from 'react';

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

/** Signed-in users chat with their bearer token, so the chat is theirs; visitors with the form token. */
const chatAuth = (auth: PlatformAuth) => (auth.getToken() ? 'user' : 'form');

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
 * form token, signed-in users their bearer token; the server keeps the chat (a cookie for visitors).
 */
export function useSiteChat() {
  const { api, auth, toast } = usePlatform();
  const [status, setStatus] = useState<ChatStatus>('idle');
  const [error, setError] = useState('');
  /** The server's greeting when there is no chat yet; empty when a chat was restored. */
  const [greeting, setGreeting] = useState('');
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [sending, setSending] = useState(false);
  const loading = useRef(false);

  const load = useCallback(async () => {
    if (loading.current) return;
    loading.current = true;
    setStatus('loading');
    try {
      const welcome = await api.get<SiteChatWelcome>('/api/welcome/', { auth: chatAuth(auth) });
      if (welcome.message === EXISTING_CHAT) {
        setGreeting('');
        setMessages(welcome.chat_history.map((turn) => message(turn.role, turn.content)));
      } else {
        setGreeting(welcome.message);
        setMessages([]);
      }
      setStatus('ready');
    } catch (cause) {
      setError(cause instanceof ApiError ? cause.message : DEFAULT_ERROR_MESSAGE);
      setStatus('error');
    } finally {
      loading.current = false;
    }
  }, [api, auth]);

  /** Sends `text` (ignored when blank); resolves false when it could not be sent. */
  async function send(text: string): Promise<boolean> {
    const content = text.trim();
    if (!content || sending) return true;
    const sent = message('user', content);
    setMessages((current) => [...current, sent]);
    setSending(true);
    try {
      const reply = await api.post<SiteChatReply>(
        '/api/reply/',
        { message: content },
        { auth: chatAuth(auth) },
      );
      const answer = message('assistant', reply.message, reply.suggest_signin, reply.support_request ?? null);
      setMessages((current) => [...current, answer]);
      return true;
    } catch {
      setMessages((current) => current.filter((entry) => entry.id !== sent.id));
      toast(SEND_FAILED, { type: 'error' });
      return false;
    } finally {
      setSending(false);
    }
  }

  return { status, error, greeting, messages, sending, load, send };
}
