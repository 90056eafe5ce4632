import { PERMISSION_AREA_LABELS, PERMISSION_AREAS, PERMISSION_LEVELS } from '@platform/contract';
import { Button } from '@platform/shared-ui';
import { useState, type FormEvent } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { WorkspacePage } from '../workspace/workspace-page';
import { draftFromState } from './invite-rules';
import { SeatCostNotice } from './seat-cost-notice';
import type { Permissions } from './team-api';
import styles from './team.module.css';

function PermissionsForm({ root }: { root: string }) {
  const location = useLocation();
  const navigate = useNavigate();
  const draft = draftFromState(location.state);
  const [chosen, setChosen] = useState<Partial<Permissions>>(draft.permissions);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    navigate(`${root}/add-team-member`, {
      state: { draft: { ...draft, access: 'Custom Permissions', permissions: chosen } },
    });
  }

  return (
    <form className={styles.form} onSubmit={onSubmit}>
      {PERMISSION_AREAS.map((area) => (
        <fieldset key={area} className={styles.area}>
          <legend className={styles.areaLabel}>{PERMISSION_AREA_LABELS[area]}</legend>
          <div className={styles.levels}>
            {PERMISSION_LEVELS.map((level) => (
              <label key={level} className={styles.level}>
                <input
                  type="radio"
                  name={area}
                  value={level}
                  checked={chosen[area] === level}
                  onChange={() => setChosen((current) => ({ ...current, [area]: level }))}
                />
                {level}
              </label>
            ))}
          </div>
        </fieldset>
      ))}
      <div className={styles.actions}>
        <Button type="submit">Save Permissions</Button>
        <Button
          type="button"
          variant="secondary"
          onClick={() => navigate(`${root}/add-team-member`, { state: { draft } })}
        >
          Back
        </Button>
      </div>
    </form>
  );
}

function DraftSeatCost({ projectId, isOwner }: { projectId: string; isOwner: boolean }) {
  const location = useLocation();
  return (
    <SeatCostNotice projectId={projectId} role={draftFromState(location.state).role} isOwner={isOwner} />
  );
}

/** .../add-team-member/permissions: one level per area, carried back to the invite form (the spec's add team member screen). */
export default function AddTeamMemberPermissionsPage() {
  return (
    <WorkspacePage pageName="add-team-member-permissions" pageTitle="Custom Permissions" back>
      {({ root, project }) => (
        <section className={styles.page}>
          <h2 className={styles.heading}>Custom Permissions</h2>
          <PermissionsForm root={root} />
          <DraftSeatCost projectId={project.id} isOwner={project.is_owner === true} />
        </section>
      )}
    </WorkspacePage>
  );
}
