import { Badge, Button, Card } from '@platform/shared-ui/core';
import { useState } from 'react';
import { ErrorRateChart } from './error-rate-chart';
import type { OpsArea, OpsBuild } from './ops-api';
import styles from './ops-page.module.css';
import type { OpsChange, OpsOverviewState } from './use-ops-overview';

const vital = (value: number | null, unit: string) => (value === null ? '–' : `${value}${unit}`);

function BuildRow({ build }: { build: OpsBuild }) {
  return (
    <tr>
      <td>
        {build.version}{' '}
        <Badge tone={build.channel === 'canary' ? 'warning' : 'success'}>{build.channel}</Badge>
      </td>
      <td>{build.share}%</td>
      <td>{build.sessions}</td>
      <td>{build.errorRate}%</td>
      <td>
        <ErrorRateChart build={build} />
      </td>
      <td>
        LCP {vital(build.vitals.lcp, ' ms')} · INP {vital(build.vitals.inp, ' ms')} · CLS{' '}
        {vital(build.vitals.cls, '')}
      </td>
    </tr>
  );
}

/** One area: its builds with their health over the last hour, the release buttons and its latest changes. */
export function OpsAreaCard({ area, act }: { area: OpsArea; act: OpsOverviewState['act'] }) {
  const canary = area.builds.find((build) => build.channel === 'canary');
  const [share, setShare] = useState(String(canary?.share ?? ''));
  const [notice, setNotice] = useState<string | null>(null);
  const { remote } = area;
  const run = async (change: OpsChange) => setNotice(await act(change));
  return (
    <Card className={styles.area}>
      <h2>
        {area.area} <span className={styles.muted}>{area.remote}</span>
      </h2>
      {area.builds.length === 0 ? (
        <p className={styles.muted}>No build published.</p>
      ) : (
        <table className={styles.builds}>
          <thead>
            <tr>
              <th>Build</th>
              <th>Share</th>
              <th>Sessions (1 h)</th>
              <th>Error rate</th>
              <th>Errors per minute</th>
              <th>Web Vitals (average)</th>
            </tr>
          </thead>
          <tbody>
            {area.builds.map((build) => (
              <BuildRow key={build.version} build={build} />
            ))}
          </tbody>
        </table>
      )}
      {area.builds.length > 0 && (
        <div className={styles.actions}>
          {canary && (
            <Button onClick={() => void run((ops) => ops.post('/api/ops/promote', { body: { remote } }))}>
              Promote {canary.version}
            </Button>
          )}
          <Button
            variant="danger"
            onClick={() => void run((ops) => ops.post('/api/ops/rollback', { body: { remote } }))}
          >
            {canary ? `Drop canary ${canary.version}` : 'Roll back one build'}
          </Button>
          {canary && (
            <form
              className={styles.share}
              onSubmit={(event) => {
                event.preventDefault();
                void run((ops) =>
                  ops.post('/api/ops/canary-share', { body: { remote, share: Number(share) } }),
                );
              }}
            >
              <label>
                Canary share (%)
                <input
                  type="number"
                  min="0.01"
                  max="100"
                  step="0.01"
                  value={share}
                  onChange={(e) => setShare(e.target.value)}
                />
              </label>
              <Button type="submit" variant="secondary">
                Set share
              </Button>
            </form>
          )}
        </div>
      )}
      {notice && <p role="status">{notice}</p>}
      {area.history.length > 0 && (
        <ol className={styles.history} aria-label={`Changes of ${area.area}`}>
          {area.history.map((change) => (
            <li key={`${change.at} ${change.action}`}>
              {new Date(change.at).toLocaleString()} · {change.action} by {change.by}: live{' '}
              {change.to.live ?? 'none'}
              {change.to.canary ? `, canary ${change.to.canary.version} (${change.to.canary.share}%)` : ''}
              {change.reason ? <span className={styles.muted}> — {change.reason}</span> : null}
            </li>
          ))}
        </ol>
      )}
    </Card>
  );
}
