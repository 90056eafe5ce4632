import { NOTHING_DUE_MESSAGE, formatNaira } from '@platform/contract';
import { Card, useLiveInvalidation } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { Link } from 'react-router-dom';
import type { MilestoneTimeline } from '../milestones/milestones-api';
import styles from './workspace.module.css';

export const PULSE_TEXTS = {
  team: 'Your team',
  next: 'Next milestone',
  due: 'What is due',
  nothingDue: NOTHING_DUE_MESSAGE,
  allDone: 'Every milestone is delivered and accepted.',
} as const;

const TEAM = '/api/projects/{project_id}/team/';
const MILESTONES = '/api/projects/{project_id}/milestones/';

/** "₦1,520,000 for Milestone 1 (accepted, to pay)" for each accepted milestone whose payment has not arrived. */
function dueLines(timeline: MilestoneTimeline): string[] {
  return timeline.milestones
    .filter((milestone) => milestone.status === 'Accepted')
    .map((milestone) => `${milestone.amount} for ${milestone.title} (accepted, to pay)`);
}

/**
 * The overview's view of a hired project (issue #26): who is on the placed team, the next milestone and
 * what is due. Nothing before a team is placed; each part stays away while its call fails.
 */
export function ProjectPulse({ projectId, root }: { projectId: string; root: string }) {
  const path = { project_id: projectId };
  const team = useApiQuery('get', TEAM, { params: { path } });
  const timeline = useApiQuery('get', MILESTONES, { params: { path } });
  useLiveInvalidation(projectId, ['member'], [TEAM], { path });
  useLiveInvalidation(projectId, ['milestone', 'project'], [MILESTONES], { path });
  if (!team.isSuccess || team.data.placed_team.length === 0) return null;
  const placed = team.data.placed_team;
  const milestones = timeline.isSuccess ? timeline.data : null;
  const due = milestones ? dueLines(milestones) : [];
  const dueTotal = milestones
    ? milestones.milestones
        .filter((milestone) => milestone.status === 'Accepted')
        .reduce((sum, milestone) => sum + milestone.amount_kobo, 0)
    : 0;
  return (
    <div className={styles.pulse}>
      <Card className={styles.pulseCard}>
        <h2 className={styles.pulseHeading}>{PULSE_TEXTS.team}</h2>
        <ul aria-label={PULSE_TEXTS.team} className={styles.pulseList}>
          {placed.map((talent) => (
            <li key={talent.talent_id}>
              <strong>{talent.name}</strong> <span className={styles.muted}>{talent.role}</span>
            </li>
          ))}
        </ul>
        <Link to={`${root}/project-team`}>See the team</Link>
      </Card>
      {milestones ? (
        <Card className={styles.pulseCard}>
          <h2 className={styles.pulseHeading}>{PULSE_TEXTS.next}</h2>
          <p>{milestones.next?.text ?? PULSE_TEXTS.allDone}</p>
          <Link to={`${root}/timeline-and-milestones`}>Timeline & Milestones</Link>
        </Card>
      ) : null}
      {milestones ? (
        <Card className={styles.pulseCard}>
          <h2 className={styles.pulseHeading}>{PULSE_TEXTS.due}</h2>
          {due.length === 0 ? (
            <p>{PULSE_TEXTS.nothingDue}</p>
          ) : (
            <>
              <p>
                <strong>{formatNaira(dueTotal)}</strong>
              </p>
              <ul aria-label={PULSE_TEXTS.due} className={styles.pulseList}>
                {due.map((line) => (
                  <li key={line}>{line}</li>
                ))}
              </ul>
            </>
          )}
        </Card>
      ) : null}
    </div>
  );
}
