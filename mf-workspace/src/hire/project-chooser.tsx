import { Field, Spinner } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useSearchParams } from 'react-router-dom';
import { getActiveProject } from '../projects/project-storage';
import styles from './hire.module.css';

export interface ChosenProject {
  id: string;
  name: string;
}

/**
 * The project a page outside the workspace works on: `?project=` in the address, else the active project,
 * else the one the user picks here.
 */
export function useChosenProject(): [ChosenProject | null, (project: ChosenProject) => void] {
  const [params, setParams] = useSearchParams();
  const fromAddress = params.get('project');
  const active = getActiveProject();
  const chosen = fromAddress ? { id: fromAddress, name: params.get('name') ?? '' } : active;
  const choose = (project: ChosenProject) => setParams({ project: project.id, name: project.name });
  return [chosen, choose];
}

export function ProjectChooser({ onChoose }: { onChoose: (project: ChosenProject) => void }) {
  const projects = useApiQuery('get', '/api/all_projects/');
  if (projects.isPending) return <Spinner label="Loading your projects..." />;
  if (projects.isError) return <p role="alert">{projects.error.message}</p>;
  if (projects.data.length === 0) return <p className={styles.muted}>You have no projects yet.</p>;
  return (
    <Field label="Choose a project">
      {(control) => (
        <select
          {...control}
          defaultValue=""
          onChange={(event) => {
            const project = projects.data.find((item) => String(item.id) === event.target.value);
            if (project) onChoose({ id: String(project.id), name: project.name });
          }}
        >
          <option value="" disabled>
            Choose a project
          </option>
          {projects.data.map((project) => (
            <option key={project.id} value={String(project.id)}>
              {project.name}
            </option>
          ))}
        </select>
      )}
    </Field>
  );
}
