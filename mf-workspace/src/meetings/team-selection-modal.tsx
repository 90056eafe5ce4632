import { Button, Modal } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';

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
  const query = useApiQuery('get', '/api/projects/{project_id}/meeting-teams/', {
    params: { path: { project_id: projectId } },
  });
  const toggle = (name: string) =>
    onChange(selected.includes(name) ? selected.filter((team) => team !== name) : [...selected, name]);
  return (
    <Modal open onClose={onDone} title="Select Teams" footer={<Button onClick={onDone}>Done</Button>}>
      {query.isPending ? <p>Loading teams...</p> : null}
      {query.isError ? <p role="alert">{query.error.message}</p> : null}
      {query.isSuccess
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
