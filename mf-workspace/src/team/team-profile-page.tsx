import { Badge, Button, Card, Form, Spinner, TextArea, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import { AccessEditor } from './access-editor';
import { dateInWords } from './team-dates';
import styles from './team.module.css';
import { useMemberProfile, type MemberChange } from './use-member-profile';
import { useTeamRights } from './use-team-rights';

function Responsibilities({
  text,
  editable,
  onSave,
}: {
  text: string;
  editable: boolean;
  /** Saves the change, resolving with the server's answer (its message is the toast); rejects when refused. */
  onSave: (change: MemberChange) => Promise<{ message: string }>;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  if (draft === null) {
    return (
      <div>
        <p>{text || 'No responsibilities written yet.'}</p>
        {editable ? (
          <Button size="sm" variant="secondary" onClick={() => setDraft(text)}>
            Edit responsibilities
          </Button>
        ) : null}
      </div>
    );
  }
  const save = async () => {
    if (await submit(null, () => onSave({ responsibilities: draft }))) setDraft(null);
  };
  return (
    <Form className={styles.form} onSubmit={() => void save()} fieldErrors={fieldErrors}>
      <TextArea
        label="Responsibilities"
        name="responsibilities"
        value={draft}
        maxLength={2000}
        onChange={(event) => setDraft(event.target.value)}
      />
      <div className={styles.actions}>
        <Button type="submit" size="sm" loading={submitting}>
          Save
        </Button>
        <Button size="sm" variant="ghost" onClick={() => setDraft(null)} disabled={submitting}>
          Cancel
        </Button>
      </div>
    </Form>
  );
}

function Profile({ projectId, root, memberId }: { projectId: string; root: string; memberId: string }) {
  const navigate = useNavigate();
  const rights = useTeamRights();
  const { profile, save, remove, leave } = useMemberProfile(projectId, memberId);
  if (profile.isPending) return <Spinner label="Loading profile..." />;
  if (profile.isError) return <p role="alert">{profile.error.message}</p>;
  const member = profile.data;
  const isMember = member.kind === 'member' && member.status === 'Active';
  const isMe = isMember && rights.myUserId === member.id;

  return (
    <div className={styles.profile}>
      <Card className={styles.profileCard}>
        <h2 className={styles.heading}>{member.name}</h2>
        <p className={styles.muted}>{member.email}</p>
        <dl className={styles.facts}>
          <div>
            <dt>Role</dt>
            <dd>{member.role}</dd>
          </div>
          <div>
            <dt>Status</dt>
            <dd>
              <Badge tone={member.status === 'Active' ? 'success' : 'neutral'}>{member.status}</Badge>
            </dd>
          </div>
          <div>
            <dt>Managed by</dt>
            <dd>{member.managed_by ?? '—'}</dd>
          </div>
          <div>
            <dt>Start date</dt>
            <dd>{dateInWords(member.start_date)}</dd>
          </div>
          <div>
            <dt>Last active</dt>
            <dd>{dateInWords(member.last_active)}</dd>
          </div>
        </dl>
      </Card>
      <Card className={styles.profileCard}>
        <h3>Responsibilities</h3>
        <Responsibilities
          text={member.responsibilities}
          editable={isMember && rights.canInvite}
          onSave={save}
        />
      </Card>
      <Card className={styles.profileCard}>
        <h3>Active tasks</h3>
        {member.active_tasks.length === 0 ? (
          <p className={styles.muted}>No active tasks.</p>
        ) : (
          <ul className={styles.taskList}>
            {member.active_tasks.map((task) => (
              <li key={task.id}>
                <Link to={`${root}/task-details?task=${task.id}`} className={styles.link}>
                  {task.name}
                </Link>{' '}
                <span className={styles.muted}>{task.status}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      <Card className={styles.profileCard}>
        <h3>Linked resources</h3>
        {member.linked_resources.length === 0 ? (
          <p className={styles.muted}>No files or links yet.</p>
        ) : (
          <ul className={styles.taskList}>
            {member.linked_resources.map((resource) => (
              <li key={resource.id}>
                {resource.name} <span className={styles.muted}>{resource.kind}</span>
              </li>
            ))}
          </ul>
        )}
      </Card>
      {isMember && rights.canManage && !isMe ? (
        <Card className={styles.profileCard}>
          <h3>Role and access</h3>
          <AccessEditor member={member} onSave={save} />
          <Button
            variant="danger"
            onClick={() => void remove().then((done) => done && navigate(`${root}/project-team`))}
          >
            Remove from project
          </Button>
        </Card>
      ) : null}
      {isMe ? (
        <Button variant="danger" onClick={() => void leave().then((done) => done && navigate('/dashboard'))}>
          Leave project
        </Button>
      ) : null}
    </div>
  );
}

/** /project/workspace/{id}/{name}/team-profile?member={id} (the spec's project team screen). */
export default function TeamProfilePage() {
  const [params] = useSearchParams();
  const memberId = params.get('member') ?? '';
  return (
    <WorkspacePage pageName="team-profile" pageTitle="Team Member Profile" back>
      {({ project, root }) => (
        <section className={styles.page}>
          <Link to={`${root}/project-team`} className={styles.link}>
            ← Project Team
          </Link>
          {memberId ? (
            <Profile projectId={project.id} root={root} memberId={memberId} />
          ) : (
            <p role="alert">Team member not found.</p>
          )}
        </section>
      )}
    </WorkspacePage>
  );
}
