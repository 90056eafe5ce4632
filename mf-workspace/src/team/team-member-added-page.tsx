import { ButtonLink } from '@platform/shared-ui';
import { useSearchParams } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import { SeatCostNotice } from './seat-cost-notice';
import styles from './team.module.css';

/** .../team-member-added-successfully: where the invite leads (its `redirect_url`). */
export default function TeamMemberAddedPage() {
  const [params] = useSearchParams();
  const role = params.get('role');
  return (
    <WorkspacePage pageName="team-member-added-successfully" pageTitle="Team Member Added" back>
      {({ root, project }) => (
        <section className={styles.page}>
          <h2 className={styles.heading}>Team member added</h2>
          <p>
            {role
              ? `The new ${role} is on the team, or has been invited by e-mail.`
              : 'The new member is on the team, or has been invited by e-mail.'}
          </p>
          <SeatCostNotice projectId={project.id} role={role ?? ''} isOwner={project.is_owner === true} />
          <div className={styles.actions}>
            <ButtonLink to={`${root}/project-team`}>Go to Project Team</ButtonLink>
            <ButtonLink to={`${root}/add-team-member`} variant="secondary">
              Add another member
            </ButtonLink>
          </div>
        </section>
      )}
    </WorkspacePage>
  );
}
