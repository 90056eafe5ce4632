import { Button, ButtonLink, Spinner } from '@platform/shared-ui/core';
import { useEffect, useId, useRef, useState, type ReactNode } from 'react';
import styles from './chat-panel.module.css';
import { MessageText } from './message-text';
import type { useSiteChat } from './use-site-chat';

export const CHAT_WORKING = 'Loading chat...';

export interface ChatPanelProps {
  chat: ReturnType<typeof useSiteChat>;
  /** Accessible name of the conversation. */
  label: string;
  /** Shown first in place of the server's greeting, e.g. the live chat's greeting and options. */
  intro?: ReactNode;
}

function Bubble({ role, children }: { role: 'user' | 'assistant'; children: ReactNode }) {
  return (
    <div className={`${styles.message} ${role === 'user' ? styles.user : styles.assistant}`}>
      <span className={styles.author}>{role === 'user' ? 'You' : 'Assistant'}</span>
      {children}
    </div>
  );
}

/** A conversation with the assistant: messages, Login under replies that suggest it, and a text box. */
export function ChatPanel({ chat, label, intro }: ChatPanelProps) {
  const [text, setText] = useState('');
  const inputId = useId();
  const listRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    const list = listRef.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [chat.messages.length, chat.sending]);

  async function send(value: string) {
    if (!value.trim()) return;
    setText('');
    if (!(await chat.send(value))) setText(value);
  }

  if (chat.status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{chat.error}</p>
        <Button variant="secondary" onClick={chat.retry}>
          Try again
        </Button>
      </div>
    );
  }
  if (chat.status !== 'ready') {
    return (
      <div className={styles.state}>
        <Spinner label={CHAT_WORKING} />
      </div>
    );
  }

  return (
    <div className={styles.panel}>
      {/* A log, not a list: the role="log" of a list would leave its items outside any list. */}
      <div ref={listRef} className={styles.messages} role="log" aria-label={label}>
        {intro ? <div className={styles.intro}>{intro}</div> : null}
        {!intro && chat.greeting ? (
          <Bubble role="assistant">
            <p className={styles.text}>{chat.greeting}</p>
          </Bubble>
        ) : null}
        {chat.messages.map((message) => (
          <Bubble key={message.id} role={message.role}>
            <p className={styles.text}>
              {message.role === 'assistant' ? <MessageText text={message.content} /> : message.content}
            </p>
            {message.suggestSignin || message.supportRequest ? (
              <div className={styles.actions}>
                {message.suggestSignin ? (
                  <ButtonLink to="/login" size="sm">
                    Login
                  </ButtonLink>
                ) : null}
                {message.supportRequest ? (
                  <ButtonLink
                    to="/lets-talk"
                    state={{
                      messageType: message.supportRequest.message_type,
                      projectDesc: message.supportRequest.project_desc,
                    }}
                    size="sm"
                    variant={message.suggestSignin ? 'secondary' : 'primary'}
                  >
                    Send to support
                  </ButtonLink>
                ) : null}
              </div>
            ) : null}
          </Bubble>
        ))}
        {chat.sending ? (
          <div className={styles.working}>
            <Spinner size="sm" label={CHAT_WORKING} />
          </div>
        ) : null}
      </div>
      <form
        className={styles.composer}
        onSubmit={(event) => {
          event.preventDefault();
          void send(text);
        }}
      >
        <label htmlFor={inputId} className={styles.visuallyHidden}>
          Type your message
        </label>
        <textarea
          id={inputId}
          className={styles.input}
          rows={1}
          placeholder="Type your message..."
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            // Enter sends (the spec's validation rules); Shift+Enter starts a new line.
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              void send(text);
            }
          }}
        />
        <Button type="submit" disabled={chat.sending}>
          Send
        </Button>
      </form>
    </div>
  );
}
