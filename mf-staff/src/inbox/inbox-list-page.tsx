import { Badge, Button, Select } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConsoleTable } from '../common/console-table';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import type { InboxItem, InboxKind, InboxStatus } from './inbox-api';
import {
  chosen,
  INBOX_KINDS,
  INBOX_PATH,
  INBOX_STATUSES,
  INBOX_TEXTS,
  inboxPagePath,
  receivedFormat,
  waitedText,
} from './inbox-api';
import styles from './inbox.module.css';
import { IdChoice } from '../common/id-choice';

const ANYONE = '';

/** One page of the list; "Older items" asks for the next with the last page's cursor. */
function InboxRows({ items }: { items: InboxItem[] }) {
  return (
    <>
      {items.map((item) => (
        <tr key={item.id} aria-label={`${item.kind} from ${item.from_name}`}>
          <td>{receivedFormat.format(new Date(item.received_at))}</td>
          <td className={item.waiting ? styles.waiting : undefined}>{waitedText(item)}</td>
          <td>{item.kind}</td>
          <td>
            {item.from_name}
            <div className={page.muted}>{item.email}</div>
          </td>
          <td>
            <Link to={inboxPagePath(item.id)}>{item.title}</Link>
          </td>
          <td>
            <Badge tone={item.status === 'Received' ? 'warning' : 'neutral'}>{item.status}</Badge>
          </td>
          <td>{item.assignee?.name ?? INBOX_TEXTS.nobody}</td>
        </tr>
      ))}
    </>
  );
}

/** /staff/inbox: the list with its filters (kind, status, who handles it), newest first. */
export function InboxListPage() {
  const [kind, setKind] = useState<InboxKind | ''>('');
  const [status, setStatus] = useState<InboxStatus | ''>('');
  const [assignee, setAssignee] = useState(ANYONE);
  const [before, setBefore] = useState<string[]>([]);
  const filters = { kind: kind || undefined, status: status || undefined, assignee: assignee || undefined };
  const list = useApiQuery('get', INBOX_PATH, { params: { query: { ...filters, before: before.at(-1) } } });
  const refilter =
    <Value,>(set: (value: Value) => void) =>
    (value: Value) => {
      set(value);
      setBefore([]);
    };

  return (
    <section className={page.page}>
      <PageHeader title={INBOX_TEXTS.title} subtitle={INBOX_TEXTS.subtitle} />
      <div className={page.form} role="search">
        <Select
          label={INBOX_TEXTS.kind}
          name="kind"
          placeholder={INBOX_TEXTS.everyKind}
          options={[...INBOX_KINDS]}
          value={kind}
          onChange={(event) => refilter(setKind)(chosen(INBOX_KINDS, event.target.value))}
        />
        <Select
          label={INBOX_TEXTS.status}
          name="status"
          placeholder={INBOX_TEXTS.everyStatus}
          options={[...INBOX_STATUSES]}
          value={status}
          onChange={(event) => refilter(setStatus)(chosen(INBOX_STATUSES, event.target.value))}
        />
        <IdChoice
          label={INBOX_TEXTS.assignee}
          name="assignee"
          placeholder={INBOX_TEXTS.anyone}
          choices={[
            { value: 'me', label: INBOX_TEXTS.me },
            { value: 'none', label: INBOX_TEXTS.nobody },
            ...(list.data?.assignees.map((member) => ({ value: member.id, label: member.name })) ?? []),
          ]}
          value={assignee}
          onChange={(event) => refilter(setAssignee)(event.target.value)}
        />
      </div>
      <LoadState query={list} loading={INBOX_TEXTS.loading}>
        {({ items, next_before }) =>
          items.length === 0 ? (
            <p className={page.empty}>{INBOX_TEXTS.empty}</p>
          ) : (
            <>
              <ConsoleTable label={INBOX_TEXTS.title} columns={INBOX_TEXTS.columns}>
                <InboxRows items={items} />
              </ConsoleTable>
              <div className={page.row}>
                {before.length ? (
                  <Button variant="secondary" onClick={() => setBefore([])}>
                    Newest
                  </Button>
                ) : null}
                {next_before ? (
                  <Button variant="secondary" onClick={() => setBefore([...before, next_before])}>
                    {INBOX_TEXTS.more}
                  </Button>
                ) : null}
              </div>
            </>
          )
        }
      </LoadState>
    </section>
  );
}
