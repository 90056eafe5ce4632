import { ButtonLink } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useWorkspace } from '../workspace/workspace-context';
import { ADD_SEATS_PATH } from './seat-cost-notice';
import { SEAT_TEXTS } from './team-texts';
import styles from './team.module.css';

/**
 * Add Team Member, or, when every seat of the owner's account is taken, why not: the server would refuse the
 * invite with the same words. The owner is offered Add Seats; a member cannot buy the owner's seats. Until the
 * seats are known (or if they cannot be read) the button shows, and the server still checks.
 */
export function InviteControl({ projectId, root }: { projectId: string; root: string }) {
  const { project } = useWorkspace();
  const seats = useApiQuery('get', '/api/projects/{project_id}/seat-cost/', {
    params: { path: { project_id: projectId } },
  });
  if (!seats.isSuccess || seats.data.seats_available > 0)
    return <ButtonLink to={`${root}/add-team-member`}>Add Team Member</ButtonLink>;
  return (
    <div className={styles.seatsFull}>
      <p>{project.is_owner ? SEAT_TEXTS.limit : SEAT_TEXTS.limitForMember}</p>
      {project.is_owner ? <ButtonLink to={ADD_SEATS_PATH}>{SEAT_TEXTS.addSeats}</ButtonLink> : null}
    </div>
  );
}
