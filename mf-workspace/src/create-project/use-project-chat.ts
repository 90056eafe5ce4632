import { PROJECT_IDENTITY_UPDATED } from '@platform/contract';
import {
  ApiError,
  setCurrentProject,
  usePlatform,
  useTypedApi,
  FORM_SUCCESS_TOAST,
  FORM_ERROR_TOAST,
} from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { type ChatMessage, type ChatReplyResponse } from '../projects/project-api';
import { getChatSession, setActiveProject, setChatSession } from '../projects/project-storage';
import { startChat } from './start-chat';

/** The spec's pause before a set-up project opens its workspace (constants and limits). */
export const REDIRECT_DELAY_MS = 6000;

export const SEND_FAILED = 'Failed to send message. Please try again.';

/** The name a Draft has until the chat names it. */
const DRAFT_NAME = 'New Project';

/**
 * "New Project Created - {name}" the first time the chat names the project, "Project renamed - {name}" when
 * it names it again; nothing when a reply changed only the type.
 */
function nameAnnouncement(before: string, reply: ChatReplyResponse): string | null {
  if (reply.status !== PROJECT_IDENTITY_UPDATED || reply.project_name === before) return null;
  return before === DRAFT_NAME
    ? `New Project Created - ${reply.project_name}`
    : `Project renamed - ${reply.project_name}`;
}

interface ChatProject {
  id: string;
  name: string;
  lastUpdated: string | null;
}

export interface ProjectChat {
  /**
   * `limited`: the account's plan allows no other project (402); `profile`: someone who only joined projects
   * tells about their business first (409). `limitMessage` says which.
   */
  phase: 'starting' | 'ready' | 'failed' | 'limited' | 'profile';
  limitMessage: string | null;
  messages: ChatMessage[];
  project: ChatProject | null;
  sending: boolean;
  /** Where the app goes once the project is set up. */
  redirectTo: string | null;
  /** The replies the assistant's last answer offers as buttons. */
  quickReplies: string[];
  /** Sends a message; resolves false when it could not be sent (the text should stay in the box). */
  send(text: string): Promise<boolean>;
  retry(): void;
}

/**
 * The new-project chat (the spec's states and transitions): restores the stored session or starts one (a new Draft), sends
 * messages, follows the project's name, and opens the workspace 6 s after the project is set up.
 */
export function useProjectChat(): ProjectChat {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const [attempt, setAttempt] = useState(0);
  const [phase, setPhase] = useState<ProjectChat['phase']>('starting');
  const [limitMessage, setLimitMessage] = useState<string | null>(null);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const [messages, setMessages] = useState<ChatMessage[]>([]);
  const [project, setProject] = useState<ChatProject | null>(null);
  const [sending, setSending] = useState(false);
  const [redirectTo, setRedirectTo] = useState<string | null>(null);
  const [quickReplies, setQuickReplies] = useState<string[]>([]);

  useEffect(() => {
    let active = true;
    setPhase('starting');
    const stored = getChatSession();
    startChat(api, stored)
      .catch((error: unknown) => {
        // A stored session that is gone (or someone else's) is forgotten, and a new chat begins.
        if (stored && error instanceof ApiError && error.status === 404) {
          setChatSession(null);
          return startChat(api, null);
        }
        throw error;
      })
      .then((answer) => {
        if (!active) return;
        setChatSession(answer.session_id);
        setCurrentProject({ id: answer.project_id, name: answer.project_name });
        setSessionId(answer.session_id);
        setMessages(answer.messages);
        setQuickReplies(answer.quick_replies);
        setProject({ id: answer.project_id, name: answer.project_name, lastUpdated: null });
        setPhase('ready');
      })
      .catch((error: unknown) => {
        if (!active) return;
        // The plan allows no other project: trying again cannot help, changing plan can.
        if (error instanceof ApiError && error.status === 402) {
          setLimitMessage(error.message);
          setPhase('limited');
          return;
        }
        if (error instanceof ApiError && error.status === 409) {
          setLimitMessage(error.message);
          setPhase('profile');
          return;
        }
        // The spec: a failed chat start is only logged; the page offers to try again.
        console.error('Could not start the project chat', error);
        setPhase('failed');
      });
    return () => {
      active = false;
    };
  }, [api, attempt]);

  useEffect(() => {
    if (!redirectTo) return undefined;
    const timer = setTimeout(() => navigate(redirectTo), REDIRECT_DELAY_MS);
    return () => clearTimeout(timer);
  }, [navigate, redirectTo]);

  const send = useCallback(
    async (text: string) => {
      const message = text.trim();
      if (message === '' || !sessionId || !project || sending) return true;
      setSending(true);
      const sent: ChatMessage = { type: 'user', text: message, created_at: new Date().toISOString() };
      setMessages((current) => [...current, sent]);
      try {
        const reply = await api.post('/api/chat/response/', {
          body: { session_id: sessionId, project_id: project.id, user_response: message },
        });
        setMessages((current) => [
          ...current,
          { type: 'system', text: reply.message, created_at: reply.last_updated },
        ]);
        setQuickReplies(reply.quick_replies);
        const named = { id: project.id, name: reply.project_name };
        setProject({ ...named, lastUpdated: reply.last_updated });
        setCurrentProject(named);
        const announcement = nameAnnouncement(project.name, reply);
        if (announcement) toast(announcement, FORM_SUCCESS_TOAST);
        if ((reply.status === 'complete' || reply.status === 'incomplete') && reply.redirect_url) {
          setActiveProject(named);
          setRedirectTo(reply.redirect_url);
        }
        return true;
      } catch (error) {
        setMessages((current) => current.filter((item) => item !== sent));
        // A 401 has already signed the user out; the guard takes them to /login.
        if (!(error instanceof ApiError && error.status === 401)) toast(SEND_FAILED, FORM_ERROR_TOAST);
        return false;
      } finally {
        setSending(false);
      }
    },
    [api, project, sending, sessionId, toast],
  );

  const retry = useCallback(() => setAttempt((value) => value + 1), []);
  return { phase, limitMessage, messages, project, sending, redirectTo, quickReplies, send, retry };
}
