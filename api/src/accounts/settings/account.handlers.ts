import { requireSession } from '../../platform/sessions/bearer-auth.js';
import type { AuthEnv } from '../../platform/sessions/bearer-auth.js';
import {
  latestDataExport,
  requestDataExport,
  downloadDataExport,
  exportMessages,
} from '../data-export/data-export.js';
import type { AppDeps } from '../../deps.js';
import { createRouter } from '../../platform/http/router.js';
import { profilePictureUrl } from '../profile/profile-routes.js';
import { accountMessages } from './account-messages.js';
import { saveProfileEdit } from './account-profile.js';
import { endOtherSessions, endSession, listSessions } from './account-sessions.js';
import { accountRouteDefinitions } from './account.routes.js';
import { closeAccount, closeMessages, closingBlockers } from './close-account.js';
import { confirmEmailChange, startEmailChange } from './email-change.js';
import { changePassword } from './password-change.js';

const endedText = (count: number) =>
  count === 0
    ? 'There were no other sessions.'
    : `Signed out of ${count} other session${count === 1 ? '' : 's'}.`;

/** The Settings page's calls: profile, password, e-mail, sessions, data export, closing the account. */
export function accountRoutes(deps: AppDeps) {
  const { prisma, now } = deps;
  const routes = accountRouteDefinitions(requireSession(deps));

  const router = createRouter<AuthEnv>();
  router.openapi(routes.account, async (c) => {
    const { userId } = c.get('session');
    const user = await prisma.user.findUniqueOrThrow({
      where: { id: userId },
      select: {
        firstName: true,
        lastName: true,
        email: true,
        passwordHash: true,
        googleSubject: true,
        totpEnabledAt: true,
        twoFactorRequired: true,
        businessProfile: true,
        emailChange: { select: { newEmail: true, expiresAt: true } },
        _count: { select: { recoveryCodes: { where: { usedAt: null } } } },
      },
    });
    const business = user.businessProfile;
    const pending = user.emailChange && user.emailChange.expiresAt > now() ? user.emailChange.newEmail : null;
    return c.json(
      {
        first_name: user.firstName,
        last_name: user.lastName,
        email: user.email,
        pending_email: pending,
        has_password: user.passwordHash !== null,
        google_linked: user.googleSubject !== null,
        business: business && {
          business_name: business.businessName,
          industry: business.industry,
          address: business.address,
          number_of_team_members: business.numberOfTeamMembers,
          picture_url: business.pictureKey ? profilePictureUrl(business.pictureKey) : null,
        },
        two_factor: {
          enabled: user.totpEnabledAt !== null,
          required: user.twoFactorRequired,
          recovery_codes_left: user._count.recoveryCodes,
        },
        closing_blockers: await closingBlockers(deps, userId),
      },
      200,
    );
  });
  router.openapi(routes.editProfile, async (c) => {
    await saveProfileEdit(deps, c.get('session').userId, c.req.valid('form'));
    return c.json({ message: accountMessages.profileSaved }, 200);
  });
  router.openapi(routes.changePassword, async (c) => {
    const ended = await changePassword(deps, c.get('session'), c.req.valid('json'), c.var.limits);
    return c.json({ message: accountMessages.passwordChanged, ended }, 200);
  });
  router.openapi(routes.startEmailChange, async (c) => {
    await startEmailChange(deps, c.get('session').userId, c.req.valid('json'), c.var.limits);
    return c.json({ message: accountMessages.emailCodeSent }, 200);
  });
  router.openapi(routes.confirmEmailChange, async (c) => {
    const email = await confirmEmailChange(
      deps,
      c.get('session').userId,
      c.req.valid('json').code,
      c.var.limits,
    );
    return c.json({ message: `Your e-mail address is now ${email}.`, email }, 200);
  });
  router.openapi(routes.cancelEmailChange, async (c) => {
    await prisma.emailChange.deleteMany({ where: { userId: c.get('session').userId } });
    return c.json({ message: accountMessages.emailChangeCancelled }, 200);
  });
  router.openapi(routes.sessions, async (c) =>
    c.json({ sessions: await listSessions(deps, c.get('session')) }, 200),
  );
  router.openapi(routes.endSession, async (c) => {
    await endSession(deps, c.get('session'), c.req.valid('param').session_id);
    return c.json({ message: accountMessages.sessionEnded }, 200);
  });
  router.openapi(routes.endOtherSessions, async (c) => {
    const ended = await endOtherSessions(deps, c.get('session'));
    return c.json({ message: endedText(ended), ended }, 200);
  });
  router.openapi(routes.requestDataExport, async (c) => {
    await requestDataExport(deps, c.get('session').userId, c.var.limits);
    return c.json({ message: exportMessages.preparing }, 202);
  });
  router.openapi(routes.dataExport, async (c) =>
    c.json({ export: await latestDataExport(deps, c.get('session').userId) }, 200),
  );
  router.openapi(routes.downloadDataExport, async (c) => {
    const { export_id: exportId } = c.req.valid('param');
    const bytes = await downloadDataExport(deps, c.get('session').userId, {
      exportId,
      token: c.req.valid('query').token ?? '',
    });
    return c.body(Buffer.from(bytes), 200, {
      'Content-Type': 'application/zip',
      'Content-Disposition': 'attachment; filename="buildbay-data.zip"',
      'Cache-Control': 'private, no-store',
    });
  });
  router.openapi(routes.closeAccount, async (c) => {
    await closeAccount(deps, c.get('session').userId, c.req.valid('json'), c.var.limits);
    return c.json({ message: closeMessages.closed }, 200);
  });
  return router;
}
