import { formatMoment, PRODUCT_TIME_ZONE } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { useParams } from 'react-router-dom';
import { ProposalEditorForm } from './proposal-editor-form';
import type { ProposalEditor } from './staffing-api';
import { PROPOSAL_PATH } from './staffing-api';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import { STAFFING_TEXTS } from './staffing-api';

/** What the client asked for, beside the proposal: budget, timeline, deadline, goal and features. */
function ClientAsk({ editor }: { editor: ProposalEditor }) {
  const { project } = editor;
  return (
    <dl className={page.facts} aria-label="What the client asked for">
      <dt>Client</dt>
      <dd>
        {project.client.name}
        {project.client.business ? ` · ${project.client.business}` : ''} ({project.client.email})
      </dd>
      <dt>Budget</dt>
      <dd data-testid="client-budget">{project.budget_said ?? 'Not given'}</dd>
      <dt>Timeline</dt>
      <dd>
        {project.timeline_said ?? 'Not given'}
        {project.deadline ? ` (deadline ${project.deadline})` : ''}
      </dd>
      <dt>Goal</dt>
      <dd>{project.goal ?? 'Not given'}</dd>
      <dt>Features</dt>
      <dd>{project.features.join(', ') || 'None yet'}</dd>
    </dl>
  );
}

/** /staff/proposals/:projectId: what the client asked, the draft with its live total, the versions sent. */
export function ProposalEditorPage() {
  const { projectId = '' } = useParams();
  const path = { project_id: projectId };
  const query = useApiQuery('get', PROPOSAL_PATH, { params: { path } });
  return (
    <LoadState query={query} loading={STAFFING_TEXTS.loadingOne}>
      {(editor) => (
        <section className={page.page}>
          <PageHeader title={`Proposal: ${editor.project.name}`} />
          <ClientAsk editor={editor} />
          <ProposalEditorForm
            key={`${editor.draft_number}-${editor.state}`}
            projectId={projectId}
            editor={editor}
            onChanged={() => void invalidateApi([PROPOSAL_PATH], { path })}
          />
          {editor.versions.length ? (
            <section aria-labelledby="versions">
              <h2 id="versions">Versions sent</h2>
              <ul>
                {editor.versions.map((version) => (
                  <li key={version.number}>
                    Version {version.number}: {version.total} over {version.weeks} weeks, sent{' '}
                    {formatMoment(version.sent_at, PRODUCT_TIME_ZONE)}
                    {version.sent_by ? ` by ${version.sent_by}` : ''}
                  </li>
                ))}
              </ul>
            </section>
          ) : null}
        </section>
      )}
    </LoadState>
  );
}
