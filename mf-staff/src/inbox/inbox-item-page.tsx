import { Badge, Button, Form, TextArea, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { Link, useParams } from 'react-router-dom';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import type { InboxChange, InboxItemDetail, InboxStatus } from './inbox-api';
import { chosen, INBOX_ITEM_PATH, INBOX_TEXTS, receivedFormat, waitedText } from './inbox-api';
import styles from './inbox.module.css';
import { IdChoice } from '../common/id-choice';

/** An item as answered, and what to do with the item a change answered. */
interface ItemProps {
  detail: InboxItemDetail;
  onSaved: (saved: InboxItemDetail) => void;
}

/** Who handles the item and where it stands: each changed on its own, as the server allows. */
function ItemControls({ detail, onSaved }: ItemProps) {
  const api = useTypedApi();
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const { item } = detail;
  const [assignee, setAssignee] = useState(item.assignee?.id ?? '');
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const save = async (body: InboxChange) => {
    const saved = await submit(null, () => api.patch(INBOX_ITEM_PATH, { path: { item_id: item.id }, body }));
    if (saved) {
      setStatus('');
      onSaved(saved.detail);
    }
  };
  return (
    <div className={styles.controls}>
      <Form
        fieldErrors={fieldErrors}
        onSubmit={() => void save({ assignee_id: assignee || null })}
        className={styles.control}
        aria-label={INBOX_TEXTS.assign}
      >
        <IdChoice
          label={INBOX_TEXTS.assignTo}
          name="assignee_id"
          placeholder={INBOX_TEXTS.nobody}
          choices={detail.assignees.map((member) => ({ value: member.id, label: member.name }))}
          value={assignee}
          onChange={(event) => setAssignee(event.target.value)}
        />
        <Button type="submit" variant="secondary" disabled={submitting}>
          {INBOX_TEXTS.assign}
        </Button>
      </Form>
      <Form
        fieldErrors={fieldErrors}
        onSubmit={() => void (status ? save({ status }) : undefined)}
        className={styles.control}
        aria-label={INBOX_TEXTS.move}
      >
        <IdChoice
          label={INBOX_TEXTS.moveTo}
          name="status"
          placeholder={`${item.status} (now)`}
          choices={detail.next_statuses.map((next) => ({ value: next, label: next }))}
          value={status}
          onChange={(event) => setStatus(chosen(detail.next_statuses, event.target.value))}
        />
        <Button type="submit" variant="secondary" disabled={submitting || !status}>
          {INBOX_TEXTS.move}
        </Button>
      </Form>
    </div>
  );
}

/** The reply box: sent by e-mail, added to the thread the visitor's requests page shows. */
function ReplyForm({ detail, onSaved }: ItemProps) {
  const api = useTypedApi();
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const [body, setBody] = useState('');
  const send = async () => {
    const saved = await submit(null, () =>
      api.post('/api/staff/inbox/{item_id}/replies/', { path: { item_id: detail.item.id }, body: { body } }),
    );
    if (saved) {
      setBody('');
      onSaved(saved.detail);
    }
  };
  return (
    <Form fieldErrors={fieldErrors} onSubmit={() => void send()} aria-label={INBOX_TEXTS.reply}>
      <TextArea
        label={INBOX_TEXTS.replyLabel(detail.item.email)}
        name="body"
        rows={5}
        value={body}
        onChange={(event) => setBody(event.target.value)}
      />
      <Button type="submit" disabled={submitting}>
        {INBOX_TEXTS.send}
      </Button>
    </Form>
  );
}

function ItemView({ detail, onSaved }: ItemProps) {
  const { item } = detail;
  return (
    <section className={page.page}>
      <Link to="/staff/inbox">{INBOX_TEXTS.back}</Link>
      <PageHeader title={item.title} subtitle={`${item.kind} from ${item.from_name} <${item.email}>`} />
      <dl className={page.facts}>
        <dt>Status</dt>
        <dd>
          <Badge tone={item.status === 'Received' ? 'warning' : 'neutral'}>{item.status}</Badge>
        </dd>
        <dt>Received</dt>
        <dd>
          {receivedFormat.format(new Date(item.received_at))} · {waitedText(item)}
        </dd>
        <dt>Handled by</dt>
        <dd>{item.assignee?.name ?? INBOX_TEXTS.nobody}</dd>
        {detail.facts.map((fact) => (
          <div key={fact.label} className={styles.fact}>
            <dt>{fact.label}</dt>
            <dd>{fact.value}</dd>
          </div>
        ))}
      </dl>
      <blockquote className={styles.message}>{detail.message}</blockquote>
      <ItemControls key={`${item.status}-${item.assignee?.id ?? ''}`} detail={detail} onSaved={onSaved} />
      {detail.chat.length ? (
        <section aria-labelledby="chat">
          <h2 id="chat">{INBOX_TEXTS.chat}</h2>
          <ol className={styles.thread}>
            {detail.chat.map((turn, index) => (
              <li key={index}>
                <strong>{turn.role === 'user' ? INBOX_TEXTS.visitor : INBOX_TEXTS.assistant}:</strong>{' '}
                {turn.content}
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      <section aria-labelledby="replies">
        <h2 id="replies">{INBOX_TEXTS.thread}</h2>
        {detail.replies.length ? (
          <ol className={styles.thread}>
            {detail.replies.map((reply) => (
              <li key={reply.id}>
                <div className={page.muted}>
                  {reply.author_name} · {receivedFormat.format(new Date(reply.sent_at))}
                </div>
                <p className={styles.body}>{reply.body}</p>
              </li>
            ))}
          </ol>
        ) : (
          <p className={page.muted}>{INBOX_TEXTS.noReplies}</p>
        )}
      </section>
      <ReplyForm detail={detail} onSaved={onSaved} />
    </section>
  );
}

/** /staff/inbox/:itemId: the message, who handles it, its status, a hand-off's chat, and the replies. */
export function InboxItemPage() {
  const { itemId = '' } = useParams();
  const query = useApiQuery('get', INBOX_ITEM_PATH, { params: { path: { item_id: itemId } } });
  const [saved, setSaved] = useState<InboxItemDetail | null>(null);
  return (
    <LoadState query={query} loading={INBOX_TEXTS.loadingOne}>
      {(loaded) => (
        <ItemView detail={saved?.item.id === loaded.item.id ? saved : loaded} onSaved={setSaved} />
      )}
    </LoadState>
  );
}
