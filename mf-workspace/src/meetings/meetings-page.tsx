import { Button, useApiGet, useLiveEvents } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { useTeamRights } from '../team/use-team-rights';
import { useWorkspace } from '../workspace/workspace-context';
import { WorkspacePage } from '../workspace/workspace-page';
import { browserTimeZone } from './meeting-calendar';
import { MeetingCard } from './meeting-card';
import { MEETING_TABS, meetingsPath } from './meetings-api';
import type { MeetingCard as Meeting, MeetingTab } from './meetings-api';
import { MeetingsCalendar } from './meetings-calendar';
import { ScheduleMeetingModal } from './schedule-meeting-modal';
import { TabBar } from '../common/tab-bar';
import styles from './meetings.module.css';

const EMPTY: Record<MeetingTab, string> = {
  upcoming: 'No upcoming meetings.',
  past: 'No past meetings yet.',
  notes: 'No meeting notes yet.',
};

type MeetingList = { meetings: Meeting[] };

function ProjectMeetings() {
  const { project, assistantChanges } = useWorkspace();
  const [tab, setTab] = useState<MeetingTab>('upcoming');
  const [scheduling, setScheduling] = useState(false);
  const rights = useTeamRights();
  const tz = browserTimeZone();
  // Both lists feed the calendar; the tabs show one of them (Meeting Notes: past meetings with notes).
  // A reload after a change keeps the cards on screen (useApiGet), so notes being typed in another card stay.
  const upcoming = useApiGet<MeetingList>(meetingsPath(project.id), { query: { tab: 'upcoming', tz } });
  const past = useApiGet<MeetingList>(meetingsPath(project.id), { query: { tab: 'past', tz } });
  const reload = () => {
    upcoming.reload();
    past.reload();
  };
  useLiveEvents(project.id, ['meeting'], reload);
  // A meeting the page assistant booked shows at once, without waiting for the live stream.
  const { reload: reloadUpcoming } = upcoming;
  useEffect(() => {
    if (assistantChanges > 0) reloadUpcoming();
  }, [assistantChanges, reloadUpcoming]);
  const query = tab === 'upcoming' ? upcoming : past;
  const shown =
    query.status === 'success'
      ? query.data.meetings.filter((meeting) => tab !== 'notes' || meeting.notes.trim() !== '')
      : [];
  const all = [
    ...(upcoming.status === 'success' ? upcoming.data.meetings : []),
    ...(past.status === 'success'
      ? past.data.meetings.filter((meeting) => meeting.status !== 'cancelled')
      : []),
  ];
  return (
    <div className={styles.page}>
      <div className={styles.toolbar}>
        <h2 className={styles.title}>Meetings & Communication</h2>
        {rights.canInvite ? <Button onClick={() => setScheduling(true)}>+ Schedule Meeting</Button> : null}
      </div>
      <p className={styles.muted}>Times are shown in your time zone: {tz}.</p>
      <MeetingsCalendar meetings={all} now={new Date()} />
      <TabBar tabs={MEETING_TABS} active={tab} onChange={setTab} />
      {query.status === 'loading' ? <p>Loading meetings...</p> : null}
      {query.status === 'error' ? <p role="alert">{query.error.message}</p> : null}
      {query.status === 'success' && shown.length === 0 ? <p>{EMPTY[tab]}</p> : null}
      <div className={styles.cards}>
        {shown.map((meeting) => (
          <MeetingCard key={meeting.id} meeting={meeting} canMarkHeld={rights.canInvite} onSaved={reload} />
        ))}
      </div>
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
