import { formatNaira } from '@platform/contract';
import {
  Button,
  Checkbox,
  Form,
  formatMoment,
  Input,
  PRODUCT_TIME_ZONE,
  TextArea,
  useSubmit,
  useTypedApi,
} from '@platform/shared-ui';
import { useState } from 'react';
import { bodyOf, draftOf, draftProblem, draftTotalKobo, draftWeeks, planChanged } from './proposal-draft';
import type { ProposalDraft } from './proposal-draft';
import type { ProposalEditor } from './staffing-api';
import { PROPOSAL_PATH, STAFFING_TEXTS } from './staffing-api';
import { IdChoice } from '../common/id-choice';
import page from '../common/console-page.module.css';
import styles from './staffing.module.css';

interface ProposalEditorFormProps {
  projectId: string;
  editor: ProposalEditor;
  onChanged: () => void;
}

/** Whether the draft as typed costs more than the client's budget (never, without a budget). */
function overBudget(draft: ProposalDraft, editor: ProposalEditor): boolean {
  const total = draftTotalKobo(draft);
  const budget = editor.project.budget_kobo;
  return total !== null && budget !== null && total > budget;
}

/** The live total against the client's budget, as the draft stands while it is typed. */
function BudgetLine({ draft, editor }: { draft: ProposalDraft; editor: ProposalEditor }) {
  const total = draftTotalKobo(draft);
  const budget = editor.project.budget_kobo;
  const over = overBudget(draft, editor);
  return (
    <div className={over ? styles.over : styles.fits} aria-live="polite">
      <p className={styles.total}>
        <span>Total</span>
        <span data-testid="live-total">{total === null ? '—' : formatNaira(total)}</span>
      </p>
      <p data-testid="budget-fit">
        {draftWeeks(draft)} weeks.{' '}
        {total === null
          ? (draftProblem(draft) ?? '')
          : budget === null
            ? STAFFING_TEXTS.noBudget
            : over
              ? STAFFING_TEXTS.over(formatNaira(budget), formatNaira(total - budget))
              : STAFFING_TEXTS.fits(formatNaira(budget))}
      </p>
    </div>
  );
}

/** The draft: team and rates, phases, summary and budget note; Save keeps it, Send shows it to the client. */
export function ProposalEditorForm({ projectId, editor, onChanged }: ProposalEditorFormProps) {
  const api = useTypedApi();
  const [draft, setDraft] = useState<ProposalDraft>(() => draftOf(editor));
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const locked = editor.state === 'Signed';
  const onTeam = new Set(draft.members.map((member) => member.talent_id));
  const change = (next: Partial<ProposalDraft>) => setDraft({ ...draft, ...next });
  const setMember = (index: number, rate: string) =>
    change({ members: draft.members.map((member, at) => (at === index ? { ...member, rate } : member)) });
  const setPhase = (index: number, next: Partial<ProposalDraft['phases'][number]>) =>
    change({ phases: draft.phases.map((phase, at) => (at === index ? { ...phase, ...next } : phase)) });
  const togglePhaseMember = (index: number, talentId: string, on: boolean) => {
    const ids = draft.phases[index]?.talent_ids ?? [];
    setPhase(index, { talent_ids: on ? [...ids, talentId] : ids.filter((id) => id !== talentId) });
  };
  const remove = (talentId: string) =>
    change({
      members: draft.members.filter((member) => member.talent_id !== talentId),
      phases: draft.phases.map((phase) => ({
        ...phase,
        talent_ids: phase.talent_ids.filter((id) => id !== talentId),
      })),
    });
  const add = (talentId: string) => {
    const talent = editor.pool.find((item) => item.id === talentId);
    if (!talent) return;
    const member = {
      talent_id: talent.id,
      name: talent.name,
      role: talent.role,
      rate: String(talent.weekly_rate_kobo / 100),
    };
    change({
      members: [...draft.members, member],
      phases: draft.phases.map((phase, index) =>
        index === 0 ? { ...phase, talent_ids: [...phase.talent_ids, talent.id] } : phase,
      ),
    });
  };

  const save = async (andSend: boolean) => {
    const done = await submit(null, async () => {
      const path = { project_id: projectId };
      const saved = await api.put(PROPOSAL_PATH, { path, body: bodyOf(draft) });
      return andSend ? api.post('/api/staff/projects/{project_id}/proposal/send/', { path }) : saved;
    });
    if (done) onChanged();
  };

  return (
    <Form
      fieldErrors={fieldErrors}
      onSubmit={() => void save(false)}
      className={styles.editor}
      aria-label="Proposal"
    >
      <p className={page.muted} data-testid="client-sees">
        {editor.versions.length
          ? STAFFING_TEXTS.clientSees(
              editor.versions.at(-1)?.number ?? 0,
              // In Lagos time, as the versions list below says it (not the ISO day, a raw value in UTC).
              formatMoment(editor.versions.at(-1)?.sent_at ?? '', PRODUCT_TIME_ZONE),
            )
          : STAFFING_TEXTS.clientSeesNothing}{' '}
        Editing version {editor.draft_number}.
      </p>
      {locked ? <p role="status">{STAFFING_TEXTS.signed}</p> : null}
      <TextArea
        label="Summary the client reads"
        name="summary"
        value={draft.summary}
        onChange={(e) => change({ summary: e.target.value })}
      />
      <section aria-labelledby="team" className={styles.team}>
        <h2 id="team">Team</h2>
        {/* A phone leaves out Usual rate (the member's cell says it); still wider, it scrolls inside its card. */}
        <div className={page.tableWrap} role="region" aria-label="Members and rates" tabIndex={0}>
          <table className={page.table}>
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Weekly rate (₦)</th>
                <th scope="col" className={page.wideOnly}>
                  Usual rate
                </th>
                <th scope="col">
                  <span className={styles.hidden}>Remove</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {draft.members.map((member, index) => {
                const usual = editor.members.find(
                  (item) => item.talent_id === member.talent_id,
                )?.usual_weekly_rate_kobo;
                return (
                  <tr key={member.talent_id}>
                    <td>
                      {member.name}, {member.role}
                      {usual === undefined ? null : (
                        <span className={`${page.phoneOnly} ${page.muted}`}>
                          <br />
                          {STAFFING_TEXTS.usualRate(formatNaira(usual))}
                        </span>
                      )}
                    </td>
                    <td>
                      {/* The column heading says "Weekly rate" on screen; the label names the row for a screen reader. */}
                      <Input
                        className={styles.rateField}
                        label={`Weekly rate of ${member.name}`}
                        name={`members.${index}.weekly_rate_kobo`}
                        inputMode="numeric"
                        value={member.rate}
                        disabled={locked}
                        onChange={(e) => setMember(index, e.target.value)}
                      />
                    </td>
                    <td className={page.wideOnly}>{usual === undefined ? '—' : formatNaira(usual)}</td>
                    <td>
                      <Button
                        type="button"
                        size="sm"
                        variant="secondary"
                        disabled={locked}
                        onClick={() => remove(member.talent_id)}
                        aria-label={`Remove ${member.name}`}
                      >
                        Remove
                      </Button>
                    </td>
                  </tr>
                );
              })}
            </tbody>
          </table>
        </div>
        {locked || editor.pool.length === 0 ? null : (
          <IdChoice
            className={styles.addTalent}
            label={STAFFING_TEXTS.addTalent}
            name="add_talent"
            placeholder={STAFFING_TEXTS.choosePerson}
            value=""
            onChange={(e) => add(e.target.value)}
            choices={editor.pool
              .filter((talent) => !onTeam.has(talent.id))
              .map((talent) => ({
                value: talent.id,
                label: `${talent.name}, ${talent.role} (${talent.seniority}), ${talent.rate}`,
              }))}
          />
        )}
      </section>
      <section aria-labelledby="phases" className={styles.phases}>
        <h2 id="phases">Phases</h2>
        {draft.phases.map((phase, index) => (
          <fieldset key={index} className={styles.phase} aria-label={`Phase ${index + 1}`}>
            <Input
              label={`Name of phase ${index + 1}`}
              name={`phases.${index}.name`}
              value={phase.name}
              disabled={locked}
              onChange={(e) => setPhase(index, { name: e.target.value })}
            />
            <Input
              label={`Weeks of phase ${index + 1}`}
              name={`phases.${index}.weeks`}
              inputMode="numeric"
              value={phase.weeks}
              disabled={locked}
              onChange={(e) => setPhase(index, { weeks: e.target.value })}
            />
            <div className={styles.people}>
              {draft.members.map((member) => (
                <Checkbox
                  key={member.talent_id}
                  label={member.name}
                  name={`phases.${index}.talent_ids`}
                  checked={phase.talent_ids.includes(member.talent_id)}
                  disabled={locked}
                  onChange={(e) => togglePhaseMember(index, member.talent_id, e.target.checked)}
                />
              ))}
            </div>
            {draft.phases.length > 1 && !locked ? (
              <Button
                type="button"
                size="sm"
                variant="secondary"
                className={styles.start}
                onClick={() => change({ phases: draft.phases.filter((_, at) => at !== index) })}
              >
                Remove phase {index + 1}
              </Button>
            ) : null}
          </fieldset>
        ))}
        {locked ? null : (
          <Button
            type="button"
            variant="secondary"
            className={styles.start}
            onClick={() =>
              change({
                phases: [
                  ...draft.phases,
                  { name: `Phase ${draft.phases.length + 1}`, weeks: '2', talent_ids: [] },
                ],
              })
            }
          >
            {STAFFING_TEXTS.addPhase}
          </Button>
        )}
      </section>
      <BudgetLine draft={draft} editor={editor} />
      {/* The note explains an over-budget total to the client: asked for only then, kept while it has words. */}
      {overBudget(draft, editor) || draft.budget_note.trim() !== '' ? (
        <TextArea
          label={STAFFING_TEXTS.noteLabel}
          name="budget_note"
          value={draft.budget_note}
          disabled={locked}
          hint={
            !locked && draft.budget_note === editor.budget_note && planChanged(draft, editor)
              ? STAFFING_TEXTS.noteStale
              : undefined
          }
          onChange={(e) => change({ budget_note: e.target.value })}
        />
      ) : null}
      {locked ? null : (
        <div className={page.row}>
          <Button type="submit" variant="secondary" loading={submitting} disabled={submitting}>
            {STAFFING_TEXTS.save}
          </Button>
          <Button type="button" disabled={submitting} onClick={() => void save(true)}>
            {STAFFING_TEXTS.send}
          </Button>
        </div>
      )}
    </Form>
  );
}
