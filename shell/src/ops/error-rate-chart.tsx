import type { OpsBuild } from './ops-api';
import styles from './ops-page.module.css';

const width = 240;
const height = 48;

/** A build's error rate per minute over the last hour, as a small line (no sessions: no point). */
export function ErrorRateChart({ build }: { build: OpsBuild }) {
  const step = width / Math.max(1, build.minutes.length - 1);
  const points = build.minutes
    .map((minute, index) =>
      minute.sessions === 0
        ? null
        : `${(index * step).toFixed(1)},${(height - Math.min(1, minute.errors / minute.sessions) * height).toFixed(1)}`,
    )
    .filter((point): point is string => point !== null);
  return (
    <svg
      className={styles.chart}
      viewBox={`0 0 ${width} ${height}`}
      role="img"
      aria-label={`Error rate per minute of ${build.version} over the last hour`}
    >
      <line x1="0" y1={height} x2={width} y2={height} className={styles.axis} />
      {points.length > 0 && <polyline points={points.join(' ')} className={styles.line} />}
    </svg>
  );
}
