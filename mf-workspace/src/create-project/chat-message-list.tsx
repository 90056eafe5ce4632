import { useEffect, useRef } from 'react';
import type { ChatMessage } from '../projects/project-api';
import styles from './create-project-page.module.css';

export interface ChatMessageListProps {
  messages: ChatMessage[];
  /** Shows "Loading chat..." under the messages. */
  working: boolean;
}

/** The conversation, newest at the bottom, kept in view as it grows. */
export function ChatMessageList({ messages, working }: ChatMessageListProps) {
  const end = useRef<HTMLDivElement>(null);
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [messages.length, working]);

  return (
    <div className={styles.messages} role="log" aria-label="Conversation" aria-live="polite">
      {messages.map((message, index) => (
        <p
          key={`${index}-${message.created_at}`}
          className={message.type === 'user' ? styles.userMessage : styles.assistantMessage}
          data-author={message.type === 'user' ? 'you' : 'assistant'}
        >
          {message.text}
        </p>
      ))}
      {working ? (
        <p className={styles.working} role="status">
          Loading chat...
        </p>
      ) : null}
      <div ref={end} />
    </div>
  );
}
