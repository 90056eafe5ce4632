import { Badge, Button, formatDay, Select } from '@platform/shared-ui';
import { useApiQuery } from '@platform/shared-ui/queries';
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { ConsoleTable } from '../common/console-table';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import type { StaffingState } from './staffing-api';
import { STAFFING_STATES, STAFFING_TEXTS } from './staffing-api';
import { proposalPagePath } from './staffing-paths';

const ALL = 'All';

/** The projects to staff, newest first, with where each proposal stands; a project opens its editor. */
export function ProposalsList() {
  // Undefined: every state (All).
  const [state, setState] = useState<StaffingState | undefined>('To prepare');
  // The cursors of the pages opened after the first, newest first (keyset paging, as the inbox pages).
  const [before, setBefore] = useState<string[]>([]);
  const list = useApiQuery('get', '/api/staff/proposals/', {
    params: { query: { state, before: before.at(-1) } },
  });
  return (
    <section className={page.page}>
      <PageHeader title={STAFFING_TEXTS.title} subtitle={STAFFING_TEXTS.subtitle} />
      <Select
        label="Show"
        options={[...STAFFING_STATES, ALL]}
        value={state ?? ALL}
        onChange={(e) => {
          setState(STAFFING_STATES.find((choice) => choice === e.target.value));
          setBefore([]);
        }}
      />
      <LoadState query={list} loading={STAFFING_TEXTS.loading}>
        {({ projects, next_before }) =>
          projects.length === 0 ? (
            <p className={page.empty}>{STAFFING_TEXTS.empty}</p>
          ) : (
            <>
              <ConsoleTable
                label="Projects to staff"
                columns={STAFFING_TEXTS.columns}
                wideOnly={STAFFING_TEXTS.phoneLeavesOut}
              >
                {projects.map((project) => {
                  const client = project.client.business ?? project.client.name;
                  const deadline = formatDay(project.deadline) ?? '—';
                  return (
                    <tr key={project.id}>
                      <td>
                        <Link to={proposalPagePath(project.id)}>{project.name}</Link>
                        <span className={`${page.phoneOnly} ${page.muted}`}>
                          <br />
                          {STAFFING_TEXTS.phoneLine(client, project.budget ?? '—', deadline)}
                        </span>
                      </td>
                      <td className={page.wideOnly}>{client}</td>
                      <td className={page.wideOnly}>{project.budget ?? '—'}</td>
                      <td className={page.wideOnly}>{deadline}</td>
                      <td>
                        <Badge tone={project.state === 'To prepare' ? 'warning' : 'neutral'}>
                          {project.state}
                        </Badge>
                        {project.version ? ` v${project.version}` : ''}
                      </td>
                    </tr>
                  );
                })}
              </ConsoleTable>
              <div className={page.row}>
                {before.length ? (
                  <Button variant="secondary" onClick={() => setBefore([])}>
                    {STAFFING_TEXTS.newest}
                  </Button>
                ) : null}
                {next_before ? (
                  <Button variant="secondary" onClick={() => setBefore([...before, next_before])}>
                    {STAFFING_TEXTS.older}
                  </Button>
                ) : null}
              </div>
            </>
          )
        }
      </LoadState>
    </section>
  );
}
