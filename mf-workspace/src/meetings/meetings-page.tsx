import { Button, TabList, TabPanel, useLiveInvalidation } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useEffect, useId, useState } from 'react';
import { useTeamRights } from '../team/use-team-rights';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { browserTimeZone } from './meeting-calendar';
import { MeetingCard } from './meeting-card';
import { MEETING_TABS } from './meetings-api';
import type { MeetingTab } from './meetings-api';
import { MeetingsCalendar } from './meetings-calendar';
import { ScheduleMeetingModal } from './schedule-meeting-modal';
import styles from './meetings.module.css';

const EMPTY: Record<MeetingTab, string> = {
  upcoming: 'No upcoming meetings.',
  past: 'No past meetings yet.',
  notes: 'No meeting notes yet.',
};

const MEETINGS = '/api/projects/{project_id}/meetings/';

function ProjectMeetings() {
  const { project, assistantChanges } = useWorkspace();
  const [tab, setTab] = useState<MeetingTab>('upcoming');
  const [scheduling, setScheduling] = useState(false);
  const panel = useId();
  const rights = useTeamRights();
  const tz = browserTimeZone();
  // Both lists feed the calendar; the tabs show one of them (Meeting Notes: past meetings with notes).
  // A reload after a change keeps the cards on screen (the query cache), so notes being typed in another card stay.
  const path = { project_id: project.id };
  const upcoming = useApiQuery('get', MEETINGS, { params: { path, query: { tab: 'upcoming', tz } } });
  const past = useApiQuery('get', MEETINGS, { params: { path, query: { tab: 'past', tz } } });
  const reload = () => void invalidateApi([MEETINGS], { path });
  useLiveInvalidation(project.id, ['meeting'], [MEETINGS], { path });
  // A meeting the page assistant booked shows at once, without waiting for the live stream.
  useEffect(() => {
    if (assistantChanges > 0) {
      void invalidateApi([MEETINGS], { path: { project_id: project.id }, query: { tab: 'upcoming' } });
    }
  }, [assistantChanges, project.id]);
  const query = tab === 'upcoming' ? upcoming : past;
  const shown = query.isSuccess
    ? query.data.meetings.filter((meeting) => tab !== 'notes' || meeting.notes.trim() !== '')
    : [];
  const all = [
    ...(upcoming.isSuccess ? upcoming.data.meetings : []),
    ...(past.isSuccess ? past.data.meetings.filter((meeting) => meeting.status !== 'cancelled') : []),
  ];
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>Meetings & Communication</h2>
        {rights.canInvite ? <Button onClick={() => setScheduling(true)}>+ Schedule Meeting</Button> : null}
      </div>
      <p className={styles.muted}>Times are shown in your time zone: {tz}.</p>
      <MeetingsCalendar meetings={all} now={new Date()} />
      <TabList label="Meetings" tabs={MEETING_TABS} active={tab} onChange={setTab} panelId={panel} />
      <TabPanel id={panel} active={tab} className={styles.panel}>
        {query.isPending ? <p>Loading meetings...</p> : null}
        {query.isError ? <p role="alert">{query.error.message}</p> : null}
        {query.isSuccess && shown.length === 0 ? <p>{EMPTY[tab]}</p> : null}
        <div className={styles.cards}>
          {shown.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} canMarkHeld={rights.canInvite} onSaved={reload} />
          ))}
        </div>
      </TabPanel>
      {scheduling ? (
        <ScheduleMeetingModal
          projectId={project.id}
          onClose={() => setScheduling(false)}
          onScheduled={reload}
        />
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/meetings (the spec's meetings screen). */
export default function MeetingsPage() {
  return (
    <WorkspacePage pageName="meetings" pageTitle="Meetings & Communication">
      <ProjectMeetings />
    </WorkspacePage>
  );
}
