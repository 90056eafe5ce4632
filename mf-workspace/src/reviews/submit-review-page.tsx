import { getCurrentProject } from '@platform/shared-ui';
import { Navigate, useSearchParams } from 'react-router-dom';
import { ALL_PROJECTS_PATH } from '../projects/project-paths';

/** /project/submitreview: the submit form of the project named by `?project=` (or the current one), in its workspace. */
export default function SubmitReviewPage() {
  const [params] = useSearchParams();
  const current = getCurrentProject();
  const projectId = params.get('project') ?? current?.id;
  if (!projectId) return <Navigate to={ALL_PROJECTS_PATH} replace />;
  return (
    <Navigate
      to={`/project/workspace/${encodeURIComponent(projectId)}/project/reviewandapproval?submit=1`}
      replace
    />
  );
}
