import { ButtonLink } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useWorkspace } from '../workspace/workspace-context';
import { ADD_SEATS_PATH } from './seat-cost-notice';
import { SEAT_TEXTS } from './team-texts';
import styles from './team.module.css';

/**
 * Add Team Member, and, when every seat of the owner's account is taken, why a new person cannot join: the
 * server would refuse their invite with the same words. Someone already holding a seat (on another of the
 * account's projects) needs none, so the button stays. The owner is offered Add Seats; a member cannot buy
 * the owner's seats.
 */
export function InviteControl({ projectId, root }: { projectId: string; root: string }) {
  const { project } = useWorkspace();
  const seats = useApiQuery('get', '/api/projects/{project_id}/seat-cost/', {
    params: { path: { project_id: projectId } },
  });
  const addMember = <ButtonLink to={`${root}/add-team-member`}>Add Team Member</ButtonLink>;
  if (!seats.isSuccess || seats.data.seats_available > 0) return addMember;
  return (
    <div className={styles.seatsFull}>
      <p>
        {project.is_owner ? SEAT_TEXTS.limit : SEAT_TEXTS.limitForMember} {SEAT_TEXTS.seatHolders}
      </p>
      {project.is_owner ? <ButtonLink to={ADD_SEATS_PATH}>{SEAT_TEXTS.addSeats}</ButtonLink> : null}
      {addMember}
    </div>
  );
}
