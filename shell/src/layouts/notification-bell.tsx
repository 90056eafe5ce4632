import { BellButton } from './bell-button';
import { NotificationsModal } from './notifications-modal';
import { useNotifications } from './use-notifications';

export interface NotificationBellProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/** The bell with its unread count and the notifications dialog it opens, read through the query cache. */
export default function NotificationBell({ open, onOpenChange }: NotificationBellProps) {
  const notifications = useNotifications();
  return (
    <>
      <BellButton
        unread={notifications.unread}
        onClick={() => {
          notifications.reload();
          onOpenChange(true);
        }}
      />
      <NotificationsModal open={open} onClose={() => onOpenChange(false)} notifications={notifications} />
    </>
  );
}
