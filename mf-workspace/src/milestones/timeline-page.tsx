import { useLiveInvalidation } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { MilestoneCard } from './milestone-card';
import { TIMELINE_TITLE } from './milestones-api';
import { TimelineStrip } from './timeline-strip';
import styles from './timeline.module.css';

const MILESTONES = '/api/projects/{project_id}/milestones/';

function ProjectTimeline() {
  const { project } = useWorkspace();
  const path = { project_id: project.id };
  const timeline = useApiQuery('get', MILESTONES, { params: { path } });
  // Deliveries, answers and payments by anyone, and the tasks that make the progress.
  useLiveInvalidation(project.id, ['milestone', 'task', 'project'], [MILESTONES], { path });
  if (timeline.isPending) return <p>Loading milestones...</p>;
  if (timeline.isError) return <p role="alert">{timeline.error.message}</p>;
  const { data } = timeline;
  return (
    <div className={styles.page}>
      <h2 className={styles.title}>{TIMELINE_TITLE}</h2>
      {data.milestones.length === 0 ? (
        <p>
          Milestones appear here once the team's contract is signed: one for each payment of its schedule.
        </p>
      ) : (
        <>
          <section className={styles.next} aria-label="What's next">
            <h3>What&apos;s next</h3>
            <p>{data.next ? data.next.text : 'Every milestone is accepted and paid.'}</p>
          </section>
          <TimelineStrip timeline={data} />
          <div className={styles.cards}>
            {data.milestones.map((milestone) => (
              <MilestoneCard
                key={milestone.id}
                projectId={project.id}
                milestone={milestone}
                today={data.today}
                onChanged={() => void invalidateApi([MILESTONES], { path })}
              />
            ))}
          </div>
        </>
      )}
    </div>
  );
}

/** /project/workspace/{id}/{name}/timeline-and-milestones (issue #26). */
export default function TimelinePage() {
  return (
    <WorkspacePage pageName="timeline-and-milestones" pageTitle={TIMELINE_TITLE}>
      <ProjectTimeline />
    </WorkspacePage>
  );
}
