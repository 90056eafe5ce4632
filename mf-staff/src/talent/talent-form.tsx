import { Button, Checkbox, Form, Input, Select, TextArea, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import type { StaffTalent, StaffTalentList } from './talent-api';
import { TALENT_PATH, TALENT_TEXTS } from './talent-api';
import page from '../common/console-page.module.css';
import styles from './talent.module.css';

const RATE_UNITS = { 'Per day': 'day', 'Per month': 'month' } as const;

export interface TalentFormProps {
  /** Null: a new talent. */
  talent: StaffTalent | null;
  choices: Pick<StaffTalentList, 'disciplines' | 'seniorities'>;
  onSaved: (talent: StaffTalent) => void;
  onCancel: () => void;
}

const naira = (kobo: number) => String(kobo / 100);

/**
 * A drop-down left on "Choose" is sent as '' all the same: the server checks the fields in the form's order
 * and shows its message for the first wrong one, so the person sees the same refusal wherever it is.
 */
const orUnchosen = <Choice extends string>(choice: Choice | undefined): Choice => choice ?? ('' as Choice);

/** Add or edit a profile. Rates are typed in naira and sent in kobo; the server checks every rule. */
export function TalentForm({ talent, choices, onSaved, onCancel }: TalentFormProps) {
  const api = useTypedApi();
  const { submitting, submit, fieldErrors } = useSubmit({ successToast: true });
  const disciplineLabel = (value: string) =>
    choices.disciplines.find((choice) => choice.value === value)?.label ?? '';
  const [form, setForm] = useState({
    name: talent?.name ?? '',
    email: talent?.email ?? '',
    role: talent?.role ?? '',
    discipline: talent ? disciplineLabel(talent.discipline) : '',
    seniority: talent?.seniority ?? '',
    experience: talent ? String(talent.experience_years) : '',
    skills: talent?.skills.join(', ') ?? '',
    rate: talent ? naira(talent.rate_kobo) : '',
    per: talent?.rate_per === 'month' ? 'Per month' : 'Per day',
    available: talent?.available ?? true,
    bio: talent?.bio ?? '',
    bankName: talent?.bank?.bank_name ?? '',
    accountName: talent?.bank?.account_name ?? '',
    accountNumber: '',
  });
  const set = (field: keyof typeof form) => (value: string | boolean) => setForm({ ...form, [field]: value });
  const hasBank = form.bankName.trim() !== '' || form.accountName.trim() !== '' || form.accountNumber !== '';

  const save = async () => {
    const body = {
      name: form.name,
      email: form.email,
      role: form.role,
      discipline: orUnchosen(choices.disciplines.find((choice) => choice.label === form.discipline)?.value),
      seniority: orUnchosen(choices.seniorities.find((seniority) => seniority === form.seniority)),
      experience_years: Number(form.experience === '' ? Number.NaN : form.experience),
      skills: form.skills.split(','),
      rate_kobo: Math.round(Number(form.rate.replace(/[₦,\s]/g, '') || Number.NaN) * 100),
      rate_per: RATE_UNITS[form.per as keyof typeof RATE_UNITS],
      available: form.available,
      bio: form.bio,
      bank: hasBank
        ? {
            bank_name: form.bankName,
            account_name: form.accountName,
            ...(form.accountNumber === '' && talent?.bank ? {} : { account_number: form.accountNumber }),
          }
        : null,
    };
    const saved = await submit(null, () =>
      talent
        ? api.put('/api/staff/talent/{talent_id}/', { path: { talent_id: talent.id }, body })
        : api.post(TALENT_PATH, { body }),
    );
    if (saved) onSaved(saved.talent);
  };

  return (
    <Form
      fieldErrors={fieldErrors}
      onSubmit={() => void save()}
      className={styles.form}
      aria-label={talent ? TALENT_TEXTS.formEdit(talent.name) : TALENT_TEXTS.formAdd}
    >
      <h2>{talent ? TALENT_TEXTS.formEdit(talent.name) : TALENT_TEXTS.formAdd}</h2>
      <div className={styles.fields}>
        <Input
          label="Full name"
          name="name"
          value={form.name}
          onChange={(e) => set('name')(e.target.value)}
        />
        <Input
          label="E-mail"
          name="email"
          type="email"
          value={form.email}
          onChange={(e) => set('email')(e.target.value)}
        />
        <Input label="Role" name="role" value={form.role} onChange={(e) => set('role')(e.target.value)} />
        <Select
          label="Kind of work"
          name="discipline"
          placeholder="Choose"
          options={choices.disciplines.map((choice) => choice.label)}
          value={form.discipline}
          onChange={(e) => set('discipline')(e.target.value)}
        />
        <Select
          label="Seniority"
          name="seniority"
          placeholder="Choose"
          options={choices.seniorities}
          value={form.seniority}
          onChange={(e) => set('seniority')(e.target.value)}
        />
        <Input
          label="Years of experience"
          name="experience_years"
          inputMode="numeric"
          value={form.experience}
          onChange={(e) => set('experience')(e.target.value)}
        />
        <Input
          label="Skills"
          name="skills"
          hint="Separated by commas"
          value={form.skills}
          onChange={(e) => set('skills')(e.target.value)}
        />
        <Input
          label="Rate (₦)"
          name="rate_kobo"
          inputMode="numeric"
          value={form.rate}
          onChange={(e) => set('rate')(e.target.value)}
        />
        <Select
          label="Rate is"
          name="rate_per"
          options={Object.keys(RATE_UNITS)}
          value={form.per}
          onChange={(e) => set('per')(e.target.value)}
        />
      </div>
      <Checkbox
        label="Available for new projects"
        name="available"
        checked={form.available}
        onChange={(e) => set('available')(e.target.checked)}
      />
      <TextArea label="Bio" name="bio" value={form.bio} onChange={(e) => set('bio')(e.target.value)} />
      <fieldset className={styles.fields}>
        <legend>Payout account</legend>
        <p className={styles.hint}>{TALENT_TEXTS.bankHint}</p>
        <Input
          label="Bank"
          name="bank.bank_name"
          value={form.bankName}
          onChange={(e) => set('bankName')(e.target.value)}
        />
        <Input
          label="Account name"
          name="bank.account_name"
          value={form.accountName}
          onChange={(e) => set('accountName')(e.target.value)}
        />
        <Input
          label="Account number"
          name="bank.account_number"
          inputMode="numeric"
          autoComplete="off"
          placeholder={talent?.bank?.account_number ?? ''}
          hint={talent?.bank ? TALENT_TEXTS.keepNumber : undefined}
          value={form.accountNumber}
          onChange={(e) => set('accountNumber')(e.target.value)}
        />
      </fieldset>
      <div className={page.row}>
        <Button type="submit" loading={submitting} disabled={submitting}>
          {TALENT_TEXTS.save}
        </Button>
        <Button type="button" variant="secondary" onClick={onCancel}>
          {TALENT_TEXTS.cancel}
        </Button>
      </div>
    </Form>
  );
}
