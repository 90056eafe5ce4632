import { Button, ButtonLink, Card, Spinner, usePlatform } from '@platform/shared-ui';
import { InviteControl } from './invite-control';
import { WorkspacePage } from '../workspace/workspace-page';
import { MembersTable } from './members-table';
import { PlacedTeamList } from './placed-team-list';
import type { TeamRow } from './team-api';
import styles from './team.module.css';
import { useTeamRights } from './use-team-rights';
import { useTeam } from './use-team';

/** Roles a manager short of Full Access may invite, so may re-send and revoke (docs/permissions.md). */
const EDIT_MANAGER_ROLES = ['Viewer', 'Reviewer'];

function TeamOverview({ projectId, root }: { projectId: string; root: string }) {
  const { comingSoon } = usePlatform();
  const rights = useTeamRights();
  const { team, resend, revoke } = useTeam(projectId);

  if (team.isError) return <p role="alert">{team.error.message}</p>;
  const shown = team.data;
  if (!shown) return <Spinner label="Loading team..." />;
  const { totals, project_lead: lead, current_focus: focus, members, placed_team: placed } = shown;
  const canHandle = (row: TeamRow) =>
    rights.canManage ||
    (rights.canInvite && row.access === 'Custom Permissions' && EDIT_MANAGER_ROLES.includes(row.role));

  return (
    <>
      <div className={styles.toolbar}>
        <h2 className={styles.heading}>Project Team</h2>
        {rights.canInvite ? <InviteControl projectId={projectId} root={root} /> : null}
      </div>
      <div className={styles.summary}>
        <Card className={styles.stat}>
          <span className={styles.muted}>Team members</span>
          <strong>{totals.members}</strong>
          <span className={styles.muted}>
            {totals.active} active, {totals.invited} invited
          </span>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.muted}>Project Lead</span>
          <strong>{lead.name}</strong>
          <span className={styles.muted}>{lead.role}</span>
        </Card>
        <Card className={styles.stat}>
          <span className={styles.muted}>Current Focus</span>
          <strong>{focus ?? 'Nothing in progress yet'}</strong>
        </Card>
      </div>
      <MembersTable
        members={members}
        root={root}
        canHandle={canHandle}
        onResend={(row) => void resend(row.id)}
        onRevoke={(row) => void revoke(row.id)}
      />
      {placed.length > 0 ? <PlacedTeamList team={placed} root={root} /> : null}
      <div className={styles.promos}>
        {/* Once the platform has placed a team, it is hired: the offer to hire one is gone. */}
        {placed.length === 0 ? (
          <Card className={styles.promo}>
            <h3>Hire our expert team</h3>
            <p className={styles.muted}>Let our managed team deliver your project from start to finish.</p>
            <ButtonLink to={`${root}/hire`} variant="secondary" size="sm">
              Hire the team
            </ButtonLink>
          </Card>
        ) : null}
        <Card className={styles.promo}>
          <h3>Talent &amp; agency marketplace</h3>
          <p className={styles.muted}>Find pre-vetted freelancers and agencies for your project.</p>
          <Button variant="secondary" size="sm" onClick={comingSoon}>
            Browse talent
          </Button>
        </Card>
      </div>
    </>
  );
}

/** /project/workspace/{id}/{name}/project-team (the spec's project team screen). */
export default function ProjectTeamPage() {
  return (
    <WorkspacePage pageName="project-team" pageTitle="Project Team" back>
      {({ project, root }) => (
        <section className={styles.page}>
          <TeamOverview projectId={project.id} root={root} />
        </section>
      )}
    </WorkspacePage>
  );
}
