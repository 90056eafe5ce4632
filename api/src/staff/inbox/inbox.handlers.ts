import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { requireStaff } from '../console/require-staff.js';
import type { StaffEnv } from '../console/require-staff.js';
import { changeInboxItem, inboxDetail, inboxList, INBOX_MESSAGES, replyToInboxItem } from './inbox-desk.js';
import { inboxRouteDefinitions } from './inbox.routes.js';

/** The staff inbox: Operations (and Admin) read, assign, move and answer what visitors sent. */
export function inboxRoutes(deps: AppDeps) {
  const routes = inboxRouteDefinitions(requireStaff(deps, 'Operations'));
  const router = createRouter<StaffEnv>();
  router.openapi(routes.list, async (c) =>
    c.json(await inboxList(deps, c.req.valid('query'), c.get('staff')), 200),
  );
  router.openapi(routes.show, async (c) =>
    c.json(await inboxDetail(deps, c.req.valid('param').item_id), 200),
  );
  router.openapi(routes.change, async (c) => {
    const body = c.req.valid('json');
    const detail = await changeInboxItem(
      deps,
      c.req.valid('param').item_id,
      { status: body.status, assigneeId: body.assignee_id },
      c.get('staff'),
    );
    return c.json({ message: INBOX_MESSAGES.changed, detail }, 200);
  });
  router.openapi(routes.reply, async (c) => {
    const detail = await replyToInboxItem(
      deps,
      c.req.valid('param').item_id,
      c.req.valid('json').body,
      c.get('staff'),
    );
    return c.json({ message: INBOX_MESSAGES.replied, detail }, 201);
  });
  return router;
}
