import { usePlatform } from '@platform/shared-ui';
import { useState, type KeyboardEvent } from 'react';
import styles from './create-project-page.module.css';

export interface ChatComposerProps {
  disabled: boolean;
  /** Resolves false when the message was not sent, so the text stays for another try. */
  onSend(text: string): Promise<boolean>;
}

/** The message box: Enter sends, Shift+Enter starts a new line, empty messages are ignored. */
export function ChatComposer({ disabled, onSend }: ChatComposerProps) {
  const { comingSoon } = usePlatform();
  const [text, setText] = useState('');

  async function send() {
    if (disabled || text.trim() === '') return;
    const typed = text;
    setText('');
    if (!(await onSend(typed))) setText((current) => (current === '' ? typed : current));
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter while an input method is composing a character belongs to the composition.
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    void send();
  }

  return (
    <form
      className={styles.composer}
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <textarea
        className={styles.input}
        aria-label="Message"
        placeholder="Describe your project..."
        rows={2}
        value={text}
        onChange={(event) => setText(event.target.value)}
        onKeyDown={onKeyDown}
      />
      <div className={styles.actions}>
        <button type="button" className={styles.iconButton} aria-label="Voice message" onClick={comingSoon}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M12 3a3 3 0 0 0-3 3v6a3 3 0 0 0 6 0V6a3 3 0 0 0-3-3zM5 11a7 7 0 0 0 14 0M12 18v3"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinecap="round"
            />
          </svg>
        </button>
        <button type="button" className={styles.iconButton} aria-label="Call" onClick={comingSoon}>
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path
              d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2"
              stroke="currentColor"
              strokeWidth="2"
              strokeLinejoin="round"
            />
          </svg>
        </button>
        <button
          type="submit"
          className={`${styles.iconButton} ${styles.send}`}
          aria-label="Send message"
          disabled={disabled || text.trim() === ''}
        >
          <svg width="18" height="18" viewBox="0 0 24 24" fill="none" aria-hidden="true">
            <path d="M4 12l16-8-6 16-2-6-8-2z" stroke="currentColor" strokeWidth="2" strokeLinejoin="round" />
          </svg>
        </button>
      </div>
    </form>
  );
}
