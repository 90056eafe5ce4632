import {
  ApiError,
  Button,
  FieldErrorsContext,
  formProblem,
  Input,
  Select,
  useFieldErrors,
  usePlatform,
} from '@platform/shared-ui';
import type { ToastOptions } from '@platform/shared-ui';
import { useRef, useState, type FormEvent } from 'react';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import { draftFromState, inviteBody, inviteProblem, inviteProblemFields } from './invite-rules';
import type { InviteDraft } from './invite-rules';
import { TEAM_ACCESS, TEAM_ROLES } from './team-api';
import type { InviteAnswer, TeamAccess } from './team-api';
import { INVITE_TEXTS } from './team-texts';
import styles from './team.module.css';
import { useUserSuggestions } from './use-user-suggestions';

const toastAt = (type: ToastOptions['type']): ToastOptions => ({ type, position: 'bottom-right' });

function InviteForm({ projectId, root }: { projectId: string; root: string }) {
  const { api, toast } = usePlatform();
  const navigate = useNavigate();
  const location = useLocation();
  const [draft, setDraft] = useState<InviteDraft>(() => draftFromState(location.state));
  const [choosing, setChoosing] = useState(false);
  const [sending, setSending] = useState(false);
  const fieldErrors = useFieldErrors();
  // A ref, not state: a second submit in the same tick must see the first one.
  const inFlight = useRef(false);
  const suggestions = useUserSuggestions(draft.email, choosing);
  const change = (patch: Partial<InviteDraft>) => setDraft((current) => ({ ...current, ...patch }));

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (inFlight.current) return;
    const problem = inviteProblem(draft, projectId);
    if (problem) {
      fieldErrors.showProblem(formProblem(problem, ...inviteProblemFields(draft, problem)));
      toast(problem, toastAt('error'));
      return;
    }
    fieldErrors.clear();
    inFlight.current = true;
    setSending(true);
    try {
      const answer = await api.post<InviteAnswer>('/api/add-team-member/', inviteBody(draft, projectId), {
        fallbackMessage: INVITE_TEXTS.failed,
      });
      toast(answer.message || INVITE_TEXTS.added, toastAt('success'));
      if (answer.redirect_url) navigate(answer.redirect_url);
    } catch (error) {
      const message = !(error instanceof ApiError)
        ? INVITE_TEXTS.failed
        : error.isNetworkError
          ? INVITE_TEXTS.network
          : error.message;
      fieldErrors.showFailure(error);
      toast(message, toastAt('error'));
    } finally {
      inFlight.current = false;
      setSending(false);
    }
  }

  return (
    <form className={styles.form} onSubmit={onSubmit} noValidate {...fieldErrors.form}>
      <FieldErrorsContext.Provider value={fieldErrors.errors}>
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
      </FieldErrorsContext.Provider>
    </form>
  );
}

/** /project/workspace/{id}/{name}/add-team-member (spec part 2 §2.6, §5). */
export default function AddTeamMemberPage() {
  return (
    <WorkspacePage pageName="add-team-member" pageTitle="Add Team Member" back>
      {({ project, root }) => (
        <section className={styles.page}>
          <h2 className={styles.heading}>Add Team Member</h2>
          <InviteForm projectId={project.id} root={root} />
        </section>
      )}
    </WorkspacePage>
  );
}
