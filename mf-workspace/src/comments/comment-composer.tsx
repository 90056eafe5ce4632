import { Button, Form, TextArea, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { mentionQuery, withMention } from './comments-api';
import type { Mentionable } from './comments-api';
import styles from './comments.module.css';

export interface CommentComposerProps {
  label: string;
  /** Who may be mentioned: the people who see the subject. */
  mentionable: Mentionable[];
  initial?: string;
  submitLabel?: string;
  /** Sends the text, resolving with the server's answer (its message is the toast). */
  onSend: (body: string) => Promise<{ message: string }>;
  /** After the server took it. */
  onSent: () => void;
  onCancel?: () => void;
}

/**
 * Writing a comment, a reply or an edit. Typing `@` offers the people who may see the subject; picking one
 * writes their full name, which is how the server recognises the mention. The server's refusal (a person
 * who cannot see it, an empty text) shows under the field.
 */
export function CommentComposer({
  label,
  mentionable,
  initial = '',
  submitLabel = 'Post',
  onSend,
  onSent,
  onCancel,
}: CommentComposerProps) {
  const [body, setBody] = useState(initial);
  const [caret, setCaret] = useState(initial.length);
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const query = mentionQuery(body, caret);
  const suggestions =
    query === null
      ? []
      : mentionable.filter((person) => person.name.toLowerCase().includes(query.toLowerCase())).slice(0, 6);

  async function send() {
    if (!(await submit(null, () => onSend(body)))) return;
    setBody('');
    onSent();
  }

  return (
    <Form onSubmit={() => void send()} fieldErrors={fieldErrors} className={styles.composer}>
      <TextArea
        label={label}
        name="body"
        rows={3}
        value={body}
        onChange={(event) => {
          setBody(event.target.value);
          setCaret(event.target.selectionStart);
        }}
        onSelect={(event) => setCaret(event.currentTarget.selectionStart)}
      />
      {suggestions.length > 0 ? (
        <ul className={styles.suggestions} aria-label="Mention someone">
          {suggestions.map((person) => (
            <li key={person.id}>
              <Button
                type="button"
                variant="ghost"
                size="sm"
                onClick={() => {
                  const next = withMention(body, caret, person.name);
                  setBody(next);
                  setCaret(next.length);
                }}
              >
                @{person.name}
              </Button>
            </li>
          ))}
        </ul>
      ) : null}
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={submitting} disabled={!body.trim()}>
          {submitLabel}
        </Button>
        {onCancel ? (
          <Button type="button" variant="ghost" size="sm" onClick={onCancel}>
            Cancel
          </Button>
        ) : null}
      </div>
    </Form>
  );
}
