import { Button, Input, Select } from '@platform/shared-ui';
import { useDeferredValue, useState } from 'react';
import { ConsoleTable } from '../common/console-table';
import { LoadState } from '../common/load-state';
import styles from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import { AUDIT_TEXTS } from './audit-texts';
import { useAuditLog } from './use-audit-log';

const timeFormat = new Intl.DateTimeFormat('en-NG', {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'Africa/Lagos',
});

/** A before or after of an entry, as "role: Operations, active: true". */
const describe = (value: Record<string, unknown> | null) =>
  value
    ? Object.entries(value)
        .map(([key, item]) => `${key}: ${typeof item === 'object' ? JSON.stringify(item) : String(item)}`)
        .join(', ')
    : '—';

/** /staff/audit-log (Admin): every staff action, searchable, newest first; read-only by design. */
export default function AuditLogPage() {
  const [q, setQ] = useState('');
  const [action, setAction] = useState('');
  const search = useDeferredValue(q);
  const { query, more } = useAuditLog({ q: search.trim(), action });

  return (
    <section className={styles.page}>
      <PageHeader title={AUDIT_TEXTS.title} subtitle={AUDIT_TEXTS.subtitle} />
      <div className={styles.form} role="search">
        <Input
          label={AUDIT_TEXTS.search}
          hint={AUDIT_TEXTS.searchHint}
          type="search"
          name="q"
          value={q}
          onChange={(event) => setQ(event.target.value)}
        />
        <Select
          label={AUDIT_TEXTS.action}
          name="action"
          placeholder={AUDIT_TEXTS.everyAction}
          options={query.data?.actions ?? (action ? [action] : [])}
          value={action}
          onChange={(event) => setAction(event.target.value)}
        />
      </div>
      <LoadState query={query} loading={AUDIT_TEXTS.loading}>
        {({ entries, nextBefore }) =>
          entries.length === 0 ? (
            <p className={styles.empty}>{AUDIT_TEXTS.empty}</p>
          ) : (
            <>
              <ConsoleTable label={AUDIT_TEXTS.title} columns={AUDIT_TEXTS.columns}>
                {entries.map((entry) => (
                  <tr key={entry.id}>
                    <td>{timeFormat.format(new Date(entry.at))}</td>
                    <td>{entry.actor_name}</td>
                    <td>
                      {entry.summary}
                      <div className={styles.muted}>{entry.action}</div>
                    </td>
                    <td className={styles.muted}>{describe(entry.before)}</td>
                    <td className={styles.muted}>{describe(entry.after)}</td>
                  </tr>
                ))}
              </ConsoleTable>
              {nextBefore ? (
                <div>
                  <Button variant="secondary" onClick={() => void more()}>
                    {AUDIT_TEXTS.more}
                  </Button>
                </div>
              ) : null}
            </>
          )
        }
      </LoadState>
    </section>
  );
}
