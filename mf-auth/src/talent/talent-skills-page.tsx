import {
  Button,
  Field,
  FORM_ERROR_TOAST,
  Input,
  TextArea,
  useFieldErrors,
  usePlatform,
} from '@platform/shared-ui';
import { useState, type FormEvent } from 'react';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';
import { talentSkillsError } from './validate-talent';

/**
 * /talent/skills-and-Experience: checked like every form; submitting shows the coming-soon notice, as the
 * talent side has no account type yet (docs/decisions.md "Accounts").
 */
export default function TalentSkillsPage() {
  const { comingSoon, toast } = usePlatform();
  const { form, errorFor, showProblem } = useFieldErrors();
  const [skills, setSkills] = useState('');
  const [jobInterest, setJobInterest] = useState('');
  const [years, setYears] = useState('');
  const [projectLinks, setProjectLinks] = useState('');
  const [samples, setSamples] = useState<File[]>([]);

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const problem = talentSkillsError({ skills, jobInterest, years, projectLinks, samples });
    if (problem) {
      showProblem(problem);
      toast(problem.message, FORM_ERROR_TOAST);
      return;
    }
    comingSoon();
  }

  return (
    <AuthFrame title="Skills and experience" subtitle="Step 2 of 2: what you do best." wide>
      <form className={styles.form} onSubmit={onSubmit} noValidate {...form}>
        <Input
          label="Skillset"
          name="skills"
          error={errorFor('skills')}
          hint="Separate skills with commas, e.g. UI design, React, Branding."
          value={skills}
          onChange={(event) => setSkills(event.target.value)}
        />
        <div className={styles.row}>
          <Input
            label="Job interest"
            name="jobInterest"
            error={errorFor('jobInterest')}
            value={jobInterest}
            onChange={(event) => setJobInterest(event.target.value)}
          />
          <Input
            label="Years of experience"
            name="years"
            error={errorFor('years')}
            type="number"
            min={0}
            inputMode="numeric"
            value={years}
            onChange={(event) => setYears(event.target.value)}
          />
        </div>
        <TextArea
          label="Project links"
          name="projectLinks"
          error={errorFor('projectLinks')}
          hint="One link a line."
          value={projectLinks}
          onChange={(event) => setProjectLinks(event.target.value)}
        />
        <Field label="Work samples" hint="JPG or PNG images." error={errorFor('samples')}>
          {(control) => (
            <input
              {...control}
              type="file"
              name="samples"
              multiple
              accept="image/jpeg,image/png"
              onChange={(event) => setSamples([...(event.target.files ?? [])])}
            />
          )}
        </Field>
        <Button type="submit" size="lg" block>
          Submit
        </Button>
      </form>
    </AuthFrame>
  );
}
