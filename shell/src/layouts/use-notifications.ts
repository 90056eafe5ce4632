import { useLiveInvalidation, useTypedApi, type ApiOperation, type ApiResult } from '@platform/shared-ui';
import { apiQueryClient, invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useCallback } from 'react';

type NotificationList = ApiResult<ApiOperation<'/api/notifications/', 'get'>>;

export type NotificationItem = NotificationList['notifications'][number];

export interface Notifications {
  items: NotificationItem[];
  unread: number;
  status: 'loading' | 'ready' | 'error';
  reload(): void;
  markRead(id: string): Promise<void>;
  markAllRead(): Promise<void>;
}

const reload = () => void invalidateApi(['/api/notifications/']);

/** Puts a change the server answered into the list on screen, without asking for the list again. */
function changeList(change: (list: NotificationList) => NotificationList): void {
  apiQueryClient().setQueryData<NotificationList>(
    ['get', '/api/notifications/'],
    (list) => list && change(list),
  );
}

/** The signed-in user's notifications for the bell: loaded at once, then again as each one arrives (live stream). */
export function useNotifications(): Notifications {
  const api = useTypedApi();
  const list = useApiQuery('get', '/api/notifications/');
  useLiveInvalidation(null, ['notification'], ['/api/notifications/']);

  const markRead = useCallback(
    async (id: string) => {
      const { unread_count } = await api.post('/api/notifications/{notification_id}/read/', {
        path: { notification_id: id },
      });
      changeList((current) => ({
        ...current,
        unread_count,
        notifications: current.notifications.map((item) => (item.id === id ? { ...item, read: true } : item)),
      }));
    },
    [api],
  );

  const markAllRead = useCallback(async () => {
    await api.post('/api/notifications/read-all/');
    changeList((current) => ({
      ...current,
      unread_count: 0,
      notifications: current.notifications.map((item) => ({ ...item, read: true })),
    }));
  }, [api]);

  return {
    items: list.data?.notifications ?? [],
    unread: list.data?.unread_count ?? 0,
    // A failed reload keeps the list on screen, as before it.
    status: list.data ? 'ready' : list.isError ? 'error' : 'loading',
    reload,
    markRead,
    markAllRead,
  };
}
