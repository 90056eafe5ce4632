import { Button, Field, Form, Input, TextArea, usePlatform, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';
import { talentSkillsError } from './validate-talent';

/**
 * /talent/skills-and-Experience: checked like every form; submitting shows the coming-soon notice, as the
 * talent side has no account type yet (docs/decisions.md "Accounts").
 */
export default function TalentSkillsPage() {
  const { comingSoon } = usePlatform();
  const { submit, fieldErrors } = useSubmit();
  const [skills, setSkills] = useState('');
  const [jobInterest, setJobInterest] = useState('');
  const [years, setYears] = useState('');
  const [projectLinks, setProjectLinks] = useState('');
  const [samples, setSamples] = useState<File[]>([]);

  function onSubmit() {
    void submit(talentSkillsError({ skills, jobInterest, years, projectLinks, samples }), async () =>
      comingSoon(),
    );
  }

  return (
    <AuthFrame title="Skills and experience" subtitle="Step 2 of 2: what you do best." wide>
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <Input
          label="Skillset"
          name="skills"
          hint="Separate skills with commas, e.g. UI design, React, Branding."
          value={skills}
          onChange={(event) => setSkills(event.target.value)}
        />
        <div className={styles.row}>
          <Input
            label="Job interest"
            name="jobInterest"
            value={jobInterest}
            onChange={(event) => setJobInterest(event.target.value)}
          />
          <Input
            label="Years of experience"
            name="years"
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
          hint="One link a line."
          value={projectLinks}
          onChange={(event) => setProjectLinks(event.target.value)}
        />
        <Field label="Work samples" hint="JPG or PNG images." name="samples">
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
      </Form>
    </AuthFrame>
  );
}
