import type { AppDeps } from '../../deps.js';
import { notify } from '../../workspace/notifications/notify.js';
import { inboxStaff } from './inbox-desk.js';
import type { InboxKind } from './inbox-items.js';

/** What arrived, as the notice names it. */
export interface ArrivedItem {
  id: string;
  kind: InboxKind;
  fromName: string;
  email: string;
}

export const arrivalTitle = (item: Pick<ArrivedItem, 'kind' | 'fromName'>) =>
  `New ${item.kind} from ${item.fromName}`;

/**
 * Tells every staff member who handles the inbox (Admin, Operations) that an item arrived: in the bell and by
 * e-mail, each as they chose for "New items in the staff inbox". Started after the visitor's answer, through
 * the background work, so a slow mail server never holds the form back; a failure is logged, the item stays.
 */
export function announceArrival(deps: AppDeps, item: ArrivedItem): void {
  void deps.background.run(async () => {
    try {
      const staff = await inboxStaff(deps.prisma);
      const mail = { mailer: deps.mailer, publicUrl: deps.publicUrl, log: deps.log };
      for (const member of staff) {
        await notify(
          deps.prisma,
          {
            userId: member.id,
            kind: 'inbox',
            title: arrivalTitle(item),
            body: `${item.fromName} <${item.email}> is waiting for an answer.`,
            link: `/staff/inbox/${item.id}`,
          },
          mail,
        );
      }
    } catch (error) {
      deps.log(
        `inbox: staff not told of ${item.id}: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  });
}
