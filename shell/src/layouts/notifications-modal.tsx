import { Badge, Button, Modal, TabList, TabPanel, usePlatform } from '@platform/shared-ui';
import { useId, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import styles from './notifications-modal.module.css';
import type { NotificationItem, Notifications } from './use-notifications';

const TABS = [
  { key: 'All', label: 'All' },
  { key: 'Unread', label: 'Unread' },
] as const;
type Tab = (typeof TABS)[number]['key'];

const EMPTY: Record<Tab, string> = { All: 'No notifications yet.', Unread: 'No unread notifications.' };

const dayFormat = new Intl.DateTimeFormat('en-GB', { day: 'numeric', month: 'short' });
const timeFormat = new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit' });

/** "14:05" today, "Yesterday", then "3 Nov". */
export function formatWhen(iso: string, now = new Date()): string {
  const date = new Date(iso);
  const startOfDay = (value: Date) =>
    new Date(value.getFullYear(), value.getMonth(), value.getDate()).getTime();
  const days = Math.round((startOfDay(now) - startOfDay(date)) / 86_400_000);
  if (days <= 0) return timeFormat.format(date);
  if (days === 1) return 'Yesterday';
  return dayFormat.format(date);
}

export interface NotificationsModalProps {
  open: boolean;
  onClose: () => void;
  notifications: Notifications;
}

export function NotificationsModal({ open, onClose, notifications }: NotificationsModalProps) {
  const { toast } = usePlatform();
  const navigate = useNavigate();
  const [tab, setTab] = useState<Tab>('All');
  const panel = useId();
  const { items, unread, status } = notifications;
  const shown = tab === 'All' ? items : items.filter((item) => !item.read);

  async function openItem(item: NotificationItem) {
    try {
      if (!item.read) await notifications.markRead(item.id);
    } catch (error) {
      toast(error instanceof Error ? error.message : 'An error occurred', { type: 'error' });
      return;
    }
    if (item.link) {
      onClose();
      navigate(item.link);
    }
  }

  async function markAllRead() {
    try {
      await notifications.markAllRead();
    } catch (error) {
      toast(error instanceof Error ? error.message : 'An error occurred', { type: 'error' });
    }
  }

  return (
    <Modal open={open} onClose={onClose} title="Notifications">
      <div className={styles.overview}>
        <span>Account overview</span>
        <Badge tone="primary">Business</Badge>
        <span className={styles.count}>{unread} unread</span>
        <Button variant="secondary" size="sm" disabled={unread === 0} onClick={() => void markAllRead()}>
          Mark all as read
        </Button>
      </div>
      <TabList
        label="Notifications"
        tabs={TABS}
        active={tab}
        onChange={setTab}
        panelId={panel}
        className={styles.tabs}
      />
      <TabPanel id={panel} active={tab}>
        {status === 'loading' && <p className={styles.state}>Loading notifications...</p>}
        {status === 'error' && <p className={styles.state}>Failed to load notifications.</p>}
        {status === 'ready' && shown.length === 0 && <p className={styles.state}>{EMPTY[tab]}</p>}
        {shown.length > 0 && (
          <ul className={styles.list}>
            {shown.map((item) => (
              <li key={item.id}>
                <button
                  type="button"
                  className={`${styles.item} ${item.read ? '' : styles.unread}`}
                  onClick={() => void openItem(item)}
                >
                  <span>
                    <strong>{item.title}</strong>
                    {!item.read && (
                      <Badge tone="primary" className={styles.new}>
                        New
                      </Badge>
                    )}
                    <span className={styles.detail}>{item.body}</span>
                  </span>
                  <time className={styles.when} dateTime={item.created_at}>
                    {formatWhen(item.created_at)}
                  </time>
                </button>
              </li>
            ))}
          </ul>
        )}
      </TabPanel>
    </Modal>
  );
}
