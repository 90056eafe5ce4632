import { Badge, Modal } from '@platform/shared-ui';
import { useState } from 'react';
import styles from './notifications-modal.module.css';

/** Static sample content, as the spec shows it: an account overview, tabs and sample items. */
const SAMPLE_ITEMS = [
  {
    id: 1,
    title: 'Welcome to your workspace',
    detail: 'Create a project to get started.',
    when: 'Today',
    unread: true,
  },
  {
    id: 2,
    title: 'Project brief ready',
    detail: 'Your assistant drafted a brief for review.',
    when: 'Yesterday',
    unread: true,
  },
  { id: 3, title: 'Plan updated', detail: 'You are on the Startup plan.', when: 'Last week', unread: false },
];

const TABS = ['All', 'Unread'] as const;
type Tab = (typeof TABS)[number];

export function NotificationsModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const [tab, setTab] = useState<Tab>('All');
  const items = tab === 'All' ? SAMPLE_ITEMS : SAMPLE_ITEMS.filter((item) => item.unread);
  const unread = SAMPLE_ITEMS.filter((item) => item.unread).length;

  return (
    <Modal open={open} onClose={onClose} title="Notifications">
      <div className={styles.overview}>
        <span>Account overview</span>
        <Badge tone="primary">Business</Badge>
        <span className={styles.count}>{unread} unread</span>
      </div>
      <div className={styles.tabs} role="tablist" aria-label="Notifications">
        {TABS.map((name) => (
          <button
            key={name}
            type="button"
            role="tab"
            aria-selected={tab === name}
            className={`${styles.tab} ${tab === name ? styles.tabActive : ''}`}
            onClick={() => setTab(name)}
          >
            {name}
          </button>
        ))}
      </div>
      <ul className={styles.list} role="tabpanel">
        {items.map((item) => (
          <li key={item.id} className={styles.item}>
            <div>
              <strong>{item.title}</strong>
              <p>{item.detail}</p>
            </div>
            <span className={styles.when}>{item.when}</span>
          </li>
        ))}
      </ul>
    </Modal>
  );
}
