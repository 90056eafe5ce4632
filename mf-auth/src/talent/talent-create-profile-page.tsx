import { Button, Field, Form, Input, Select, useSubmit } from '@platform/shared-ui';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { AuthFrame } from '../common/auth-frame';
import styles from '../common/forms.module.css';
import talentStyles from './talent.module.css';
import { talentProfileError } from './validate-talent';

/** /talent/create-profile: where the talent is and how to reach them; checked here, kept for the next step. */
export default function TalentCreateProfilePage() {
  const { submit, fieldErrors } = useSubmit();
  const navigate = useNavigate();
  const [address, setAddress] = useState('');
  const [state, setState] = useState('');
  const [country, setCountry] = useState('Nigeria');
  const [phone, setPhone] = useState('');

  function onSubmit() {
    void submit(talentProfileError({ address, state, country, phone }), async () =>
      navigate('/talent/skills-and-Experience'),
    );
  }

  return (
    <AuthFrame title="Welcome! Tell us about you" subtitle="Step 1 of 2: your profile.">
      <Form className={styles.form} onSubmit={onSubmit} fieldErrors={fieldErrors}>
        <Input
          label="Address"
          name="address"
          autoComplete="street-address"
          value={address}
          onChange={(event) => setAddress(event.target.value)}
        />
        <div className={styles.row}>
          <Input
            label="State"
            name="state"
            autoComplete="address-level1"
            value={state}
            onChange={(event) => setState(event.target.value)}
          />
          <Select
            label="Country"
            name="country"
            options={['Nigeria']}
            value={country}
            onChange={(event) => setCountry(event.target.value)}
          />
        </div>
        <Field label="Phone number" hint="For example 08012345678." name="phone">
          {(control) => (
            <div className={talentStyles.phone}>
              <span className={talentStyles.prefix} aria-hidden="true">
                +234
              </span>
              <input
                {...control}
                name="phone"
                type="tel"
                autoComplete="tel-national"
                inputMode="numeric"
                value={phone}
                onChange={(event) => setPhone(event.target.value)}
              />
            </div>
          )}
        </Field>
        <Button type="submit" size="lg" block>
          Continue
        </Button>
      </Form>
    </AuthFrame>
  );
}
