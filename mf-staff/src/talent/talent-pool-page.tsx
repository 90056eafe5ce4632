import { Button, Input, Select, useSubmit, useTypedApi } from '@platform/shared-ui';
import { invalidateApi } from '@platform/shared-ui/queries';
import { useState } from 'react';
import type { StaffTalent, StatusFilter, TalentAction } from './talent-api';
import { STATUS_FILTERS, TALENT_ACTION_PATHS, TALENT_PATH, TALENT_TEXTS } from './talent-api';
import { TalentForm } from './talent-form';
import { TalentTable } from './talent-table';
import { LoadState } from '../common/load-state';
import page from '../common/console-page.module.css';
import { PageHeader } from '../common/page-header';
import styles from './talent.module.css';
import { useTalentPool } from './use-talent-pool';

/** Null: no form open; 'new': adding; a talent: editing them. */
type Editing = null | 'new' | StaffTalent;

const reloadPool = () => void invalidateApi([TALENT_PATH]);

/** /staff/talent (Operations, Finance reads): search, add and edit profiles, deactivate, invite to sign in. */
export default function TalentPoolPage() {
  const api = useTypedApi();
  const [q, setQ] = useState('');
  const [status, setStatus] = useState<StatusFilter>('active');
  const [editing, setEditing] = useState<Editing>(null);
  const pool = useTalentPool(q, status);
  const { submit } = useSubmit({ successToast: true });
  const act = async (talent: StaffTalent, action: TalentAction) => {
    const path = { talent_id: talent.id };
    if (await submit(null, () => api.post(TALENT_ACTION_PATHS[action], { path }))) reloadPool();
  };
  const statusLabel = Object.entries(STATUS_FILTERS).find(([, value]) => value === status)?.[0] ?? 'Active';

  return (
    <section className={page.page}>
      <PageHeader title={TALENT_TEXTS.title} subtitle={TALENT_TEXTS.subtitle} />
      <div className={styles.toolbar}>
        <Input label={TALENT_TEXTS.search} type="search" value={q} onChange={(e) => setQ(e.target.value)} />
        <Select
          label="Status"
          options={Object.keys(STATUS_FILTERS)}
          value={statusLabel}
          onChange={(e) => setStatus(STATUS_FILTERS[e.target.value as keyof typeof STATUS_FILTERS])}
        />
        <Button onClick={() => setEditing('new')} disabled={editing !== null}>
          {TALENT_TEXTS.add}
        </Button>
      </div>
      <LoadState query={pool} loading={TALENT_TEXTS.loading}>
        {(list) => (
          <>
            {editing !== null ? (
              <TalentForm
                key={editing === 'new' ? 'new' : editing.id}
                talent={editing === 'new' ? null : editing}
                choices={list}
                onSaved={() => {
                  setEditing(null);
                  reloadPool();
                }}
                onCancel={() => setEditing(null)}
              />
            ) : null}
            {list.talent.length === 0 ? (
              <p className={page.empty}>
                {q || status !== 'active' ? TALENT_TEXTS.noMatch : TALENT_TEXTS.empty}
              </p>
            ) : (
              <TalentTable
                talent={list.talent}
                onEdit={setEditing}
                onAction={(talent, action) => void act(talent, action)}
              />
            )}
          </>
        )}
      </LoadState>
    </section>
  );
}
