import { dropCanary } from '../../../../scripts/releases/release.mjs';
import type { AppDeps } from '../../deps.js';
import type { TelemetryListener } from '../telemetry/telemetry-routes.js';
import { verifiedHealthSince } from '../telemetry/telemetry-store.js';
import { registryName, registryPlace, registryReader } from './registry.js';
import { judgeCanary, type RollbackRule } from './rollback-rule.js';

/** Who the registry's history names for a rollback this rule made. */
export const AUTOMATIC_ROLLBACK_ACTOR = 'automatic rollback';

/**
 * After each telemetry batch that touched a canary, judges that canary against its area's live build on the
 * verified page loads every API process shares (a few per address: telemetry-store.ts); when the rule says so, drops it through the same code as
 * `npm run remote:rollback`, which writes the decision to the registry's history. Several processes may
 * judge at once: the drop happens only if the canary is still the one judged, so it is recorded once.
 * Nothing here may fail the batch: a problem is logged.
 */
export function automaticRollback(deps: AppDeps, rule: RollbackRule): TelemetryListener {
  const place = registryPlace(deps);
  const readRegistry = registryReader(place, deps.log);
  return async (builds) => {
    if (!rule.enabled || deps.devRemotesRoot) return;
    try {
      const areas = await readRegistry();
      for (const area of areas) {
        const { canary, live } = area;
        if (!canary || !builds.some((b) => b.remote === live.package && b.version === canary.build.version)) {
          continue;
        }
        const since = new Date(deps.now().getTime() - rule.windowMinutes * 60_000);
        const health = await verifiedHealthSince(deps.prisma, since, live.package);
        const none = { sessions: 0, errors: 0 };
        const verdict = judgeCanary(
          health.get(canary.build.version) ?? none,
          health.get(live.version) ?? none,
          rule,
        );
        if (!verdict.rollback) continue;
        const dropped = await dropCanary(live.package, canary.build.version, {
          by: AUTOMATIC_ROLLBACK_ACTOR,
          reason: verdict.reason,
          ...place,
        });
        if (dropped) {
          deps.log(
            `AUTOMATIC ROLLBACK: ${live.package} canary ${canary.build.version} dropped: ${verdict.reason}`,
          );
        }
      }
    } catch (error) {
      deps.log(`AUTOMATIC ROLLBACK ERROR: ${(error as Error).message} (${registryName(place)})`);
    }
  };
}
