import { usePlatform } from '@platform/shared-ui/core';
import { useLiveEvents } from '@platform/shared-ui';
import { useCallback, useEffect, useState } from 'react';

export interface NotificationItem {
  id: string;
  title: string;
  body: string;
  link: string | null;
  read: boolean;
  created_at: string;
}

interface NotificationList {
  notifications: NotificationItem[];
  unread_count: number;
}

export interface Notifications {
  items: NotificationItem[];
  unread: number;
  status: 'loading' | 'ready' | 'error';
  reload(): void;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
}

/** The signed-in user's notifications for the bell: loaded at once, then again as each one arrives (live stream). */
export function useNotifications(): Notifications {
  const { api } = usePlatform();
  const [list, setList] = useState<NotificationList | null>(null);
  const [status, setStatus] = useState<Notifications['status']>('loading');

  const reload = useCallback(() => {
    api
      .get<NotificationList>('/api/notifications/')
      .then((answer) => {
        setList(answer);
        setStatus('ready');
      })
      .catch(() => setStatus((current) => (current === 'ready' ? current : 'error')));
  }, [api]);

  useEffect(() => reload(), [reload]);
  useLiveEvents(null, ['notification'], reload);

  const markRead = useCallback(
    async (id: string) => {
      const { unread_count } = await api.post<{ unread_count: number }>(`/api/notifications/${id}/read/`);
      setList(
        (current) =>
          current && {
            unread_count,
            notifications: current.notifications.map((item) =>
              item.id === id ? { ...item, read: true } : item,
            ),
          },
      );
    },
    [api],
  );

  const markAllRead = useCallback(async () => {
    await api.post('/api/notifications/read-all/');
    setList(
      (current) =>
        current && {
          unread_count: 0,
          notifications: current.notifications.map((item) => ({ ...item, read: true })),
        },
    );
  }, [api]);

  return {
    items: list?.notifications ?? [],
    unread: list?.unread_count ?? 0,
    status,
    reload,
    markRead,
    markAllRead,
  };
}
