import styles from './create-project-page.module.css';

export interface QuickRepliesProps {
  replies: readonly string[];
  disabled: boolean;
  onSend(text: string): void;
}

/** The replies the assistant offers with one press ("Skip", "Create it"...); each is sent as typed. */
export function QuickReplies({ replies, disabled, onSend }: QuickRepliesProps) {
  if (replies.length === 0) return null;
  return (
    <div className={styles.quickReplies} role="group" aria-label="Suggested replies">
      {replies.map((reply) => (
        <button
          key={reply}
          type="button"
          className={styles.quickReply}
          disabled={disabled}
          onClick={() => onSend(reply)}
        >
          {reply}
        </button>
      ))}
    </div>
  );
}
