import { Button, useApiGet } from '@platform/shared-ui';
import { useState } from 'react';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { browserTimeZone } from './meeting-calendar';
import { MeetingCard } from './meeting-card';
import { MEETING_TABS, meetingsPath } from './meetings-api';
import type { MeetingCard as Meeting, MeetingTab } from './meetings-api';
import { ScheduleMeetingModal } from './schedule-meeting-modal';
import { TabBar } from '../common/tab-bar';
import styles from './meetings.module.css';

const EMPTY: Record<MeetingTab, string> = {
  upcoming: 'No upcoming meetings.',
  past: 'No past meetings yet.',
  notes: 'No meeting notes yet.',
};

function ProjectMeetings() {
  const { project } = useWorkspace();
  const [tab, setTab] = useState<MeetingTab>('upcoming');
  const [scheduling, setScheduling] = useState(false);
  const query = useApiGet<{ meetings: Meeting[] }>(meetingsPath(project.id), {
    query: { tab, tz: browserTimeZone() },
  });
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>Meetings & Communication</h2>
        <Button onClick={() => setScheduling(true)}>+ Schedule Meeting</Button>
      </div>
      <TabBar tabs={MEETING_TABS} active={tab} onChange={setTab} />
      {query.status === 'loading' ? <p>Loading meetings...</p> : null}
      {query.status === 'error' ? <p role="alert">{query.error.message}</p> : null}
      {query.status === 'success' && query.data.meetings.length === 0 ? <p>{EMPTY[tab]}</p> : null}
      {query.status === 'success' ? (
        <div className={styles.cards}>
          {query.data.meetings.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} onSaved={query.reload} />
          ))}
        </div>
      ) : null}
      {scheduling ? (
        <ScheduleMeetingModal
          projectId={project.id}
          onClose={() => setScheduling(false)}
          onScheduled={query.reload}
        />
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/meetings (spec part 2 §2.12). */
export default function MeetingsPage() {
  return (
    <WorkspacePage pageName="meetings" pageTitle="Meetings & Communication">
      <ProjectMeetings />
    </WorkspacePage>
  );
}
