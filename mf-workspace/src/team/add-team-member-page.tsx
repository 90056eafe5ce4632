import { TEAM_ACCESS, TEAM_ROLES } from '@platform/contract';
import {
  Button,
  Form,
  FORM_SUCCESS_TOAST,
  formProblem,
  Input,
  Select,
  usePlatform,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { NeededLevelNote } from '../workspace/needed-level-note';
import { useProjectRights } from '../workspace/project-rights';
import { WorkspacePage } from '../workspace/workspace-page';
import { draftFromState, inviteBody, inviteProblem, inviteProblemFields } from './invite-rules';
import type { InviteDraft } from './invite-rules';
import type { TeamAccess } from './team-api';
import { INVITE_TEXTS } from './team-texts';
import styles from './team.module.css';
import { useUserSuggestions } from './use-user-suggestions';

function InviteForm({ projectId, root }: { projectId: string; root: string }) {
  const { toast } = usePlatform();
  const api = useTypedApi();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState<InviteDraft>(() => draftFromState(location.state));
  const [choosing, setChoosing] = useState(false);
  const { submitting: sending, submit, fieldErrors } = useSubmit({ networkFailure: INVITE_TEXTS.network });
  const suggestions = useUserSuggestions(draft.email, choosing);
  const change = (patch: Partial<InviteDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function onSubmit() {
    const problem = inviteProblem(draft, projectId);
    const answer = await submit(
      problem ? formProblem(problem, ...inviteProblemFields(draft, problem)) : null,
      () =>
        api.post('/api/add-team-member/', {
          body: inviteBody(draft, projectId),
          fallbackMessage: INVITE_TEXTS.failed,
        }),
    );
    if (!answer) return;
    toast(answer.message || INVITE_TEXTS.added, FORM_SUCCESS_TOAST);
    if (answer.redirect_url) navigate(answer.redirect_url);
  }

  return (
    <Form className={styles.form} onSubmit={() => void onSubmit()} fieldErrors={fieldErrors}>
      <div className={styles.suggestBox}>
        <Input
          label="Email"
          name="email"
          type="email"
          autoComplete="off"
          placeholder="colleague@company.com"
          value={draft.email}
          onChange={(event) => {
            change({ email: event.target.value });
            setChoosing(true);
          }}
          onBlur={() => window.setTimeout(() => setChoosing(false), 150)}
        />
        {suggestions.length > 0 ? (
          <ul className={styles.suggestions} aria-label="Suggestions">
            {suggestions.map((user) => (
              <li key={user.id}>
                <button
                  type="button"
                  className={styles.suggestion}
                  onMouseDown={(event) => event.preventDefault()}
                  onClick={() => {
                    change({ email: user.email });
                    setChoosing(false);
                  }}
                >
                  {user.name} <span className={styles.muted}>{user.email}</span>
                </button>
              </li>
            ))}
          </ul>
        ) : null}
      </div>
      <Select
        label="Role"
        name="role"
        placeholder="Select a role"
        options={TEAM_ROLES}
        value={draft.role}
        onChange={(event) => change({ role: event.target.value })}
      />
      <Select
        label="Access"
        name="access"
        placeholder="Select access"
        options={TEAM_ACCESS}
        value={draft.access}
        onChange={(event) => change({ access: event.target.value as TeamAccess })}
      />
      {draft.access === 'Custom Permissions' ? (
        <p className={styles.muted}>
          <Link to={`${root}/add-team-member/permissions`} state={{ draft }} className={styles.link}>
            Set custom permissions
          </Link>{' '}
          {Object.keys(draft.permissions).length === 5 ? '(set)' : '(one level for each area)'}
        </p>
      ) : null}
      <div>
        <Button type="submit" disabled={sending}>
          {sending ? INVITE_TEXTS.sending : 'Add Team Member'}
        </Button>
      </div>
    </Form>
  );
}

function InviteSection({ projectId, root }: { projectId: string; root: string }) {
  const mayInvite = useProjectRights().can('teamManagenentAndCollaboration', 'Edit');
  return (
    <section className={styles.page}>
      <h2 className={styles.heading}>Add Team Member</h2>
      {mayInvite ? (
        <InviteForm projectId={projectId} root={root} />
      ) : (
        <NeededLevelNote doing="Inviting people" area="teamManagenentAndCollaboration" level="Edit" />
      )}
    </section>
  );
}

/** /project/workspace/{id}/{name}/add-team-member (the spec's add team member screen and workspace validation rules). */
export default function AddTeamMemberPage() {
  return (
    <WorkspacePage pageName="add-team-member" pageTitle="Add Team Member" back>
      {({ project, root }) => <InviteSection projectId={project.id} root={root} />}
    </WorkspacePage>
  );
}
