import { Button, Modal, useApiGet } from '@platform/shared-ui';
import type { MeetingTeams } from './meetings-api';

/** The team-selection modal, shown in place of the schedule modal while open, with live counts. */
export function TeamSelectionModal({
  projectId,
  selected,
  onChange,
  onDone,
}: {
  projectId: string;
  selected: string[];
  onChange: (teams: string[]) => void;
  onDone: () => void;
}) {
  const query = useApiGet<MeetingTeams>(`/api/projects/${encodeURIComponent(projectId)}/meeting-teams/`);
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((team) => team !== name) : [...selected, name]);
  return (
    <Modal open onClose={onDone} title="Select Teams" footer={<Button onClick={onDone}>Done</Button>}>
      {query.status === 'loading' ? <p>Loading teams...</p> : null}
      {query.status === 'error' ? <p role="alert">{query.error.message}</p> : null}
      {query.status === 'success'
        ? query.data.teams.map((team) => (
            <label key={team.name} style={{ display: 'flex', gap: 8, alignItems: 'center' }}>
              <input
                type="checkbox"
                checked={selected.includes(team.name)}
                onChange={() => toggle(team.name)}
              />
              {team.name} <span>({team.available} available)</span>
            </label>
          ))
        : null}
    </Modal>
  );
}
