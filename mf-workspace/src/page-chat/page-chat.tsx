import { Button } from '@platform/shared-ui';
import { useState } from 'react';
import type { FormEvent } from 'react';
import { LOAD_FAILED } from './page-chat-api';
import styles from './page-chat.module.css';
import { usePageChat } from './use-page-chat';

export interface PageChatProps {
  projectId: string;
  pageName: string;
  /** Told when a reply changed the project's data. */
  onChange: () => void;
}

/** The conversation with the page assistant: the stored messages and a box to ask or request a change. */
export function PageChat({ projectId, pageName, onChange }: PageChatProps) {
  const { state, sending, sendError, send, choices } = usePageChat(projectId, pageName, onChange);
  const [text, setText] = useState('');

  function submit(event: FormEvent) {
    event.preventDefault();
    void send(text).then((sent) => {
      if (sent) setText('');
    });
  }

  return (
    <div className={styles.chat}>
      {state.status === 'loading' ? <p className={styles.muted}>Loading conversation...</p> : null}
      {state.status === 'failed' ? <p className={styles.muted}>{LOAD_FAILED}</p> : null}
      {state.status === 'ready' ? (
        <ol className={styles.messages} aria-label="Conversation" aria-live="polite">
          {state.entries.map((entry, index) => (
            <li key={index} className={entry.role === 'user' ? styles.user : styles.assistant}>
              {entry.content}
            </li>
          ))}
        </ol>
      ) : null}
      {choices.length > 0 ? (
        <div className={styles.choices} role="group" aria-label="Quick replies">
          {choices.map((choice) => (
            <Button
              key={choice.message}
              size="sm"
              variant="secondary"
              disabled={sending}
              onClick={() => void send(choice.message)}
            >
              {choice.label}
            </Button>
          ))}
        </div>
      ) : null}
      {sendError ? <p role="alert">{sendError}</p> : null}
      <form className={styles.composer} onSubmit={submit}>
        <label className={styles.label} htmlFor={`page-chat-${pageName}`}>
          Message the assistant
        </label>
        <textarea
          id={`page-chat-${pageName}`}
          className={styles.input}
          rows={2}
          maxLength={2000}
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey) {
              event.preventDefault();
              event.currentTarget.form?.requestSubmit();
            }
          }}
        />
        <Button type="submit" size="sm" disabled={sending || text.trim() === ''}>
          {sending ? 'Sending...' : 'Send'}
        </Button>
      </form>
    </div>
  );
}
