import { Button, Form, Input, TextArea, usePlatform, useSubmit, useTypedApi } from '@platform/shared-ui';
import { useState } from 'react';
import styles from './live-chat-page.module.css';
import { TALK_TO_PERSON_TEXTS } from './talk-to-person-texts';

/**
 * "Talk to a person": hands the chat to the staff inbox. Visitors give their name and e-mail; a signed-in
 * user is known by the account. The server's answer says how the reply comes. Loaded when the visitor asks
 * for it, so the live chat's first render needs only the platform's core.
 */
export default function TalkToPersonForm() {
  const { auth } = usePlatform();
  const api = useTypedApi();
  const signedIn = Boolean(auth.getToken());
  const { submitting, submit, fieldErrors } = useSubmit();
  const [values, setValues] = useState({ full_name: '', email: '', message: '' });
  const [sent, setSent] = useState('');
  const set = (field: keyof typeof values) => (value: string) => setValues({ ...values, [field]: value });

  if (sent) return <p role="status">{sent}</p>;
  const send = async () => {
    const body = signedIn ? { message: values.message } : values;
    const answer = await submit(null, () =>
      api.post('/api/talk-to-person/', { body, auth: signedIn ? 'user' : 'form' }),
    );
    if (answer) setSent(answer.message);
  };
  return (
    <Form
      fieldErrors={fieldErrors}
      onSubmit={() => void send()}
      className={styles.handOff}
      aria-label={TALK_TO_PERSON_TEXTS.title}
    >
      <h2>{TALK_TO_PERSON_TEXTS.title}</h2>
      <p>{TALK_TO_PERSON_TEXTS.lead}</p>
      {signedIn ? null : (
        <>
          <Input
            label={TALK_TO_PERSON_TEXTS.name}
            name="full_name"
            value={values.full_name}
            onChange={(event) => set('full_name')(event.target.value)}
          />
          <Input
            label={TALK_TO_PERSON_TEXTS.email}
            name="email"
            type="email"
            value={values.email}
            onChange={(event) => set('email')(event.target.value)}
          />
        </>
      )}
      <TextArea
        label={TALK_TO_PERSON_TEXTS.message}
        name="message"
        value={values.message}
        onChange={(event) => set('message')(event.target.value)}
      />
      <Button type="submit" disabled={submitting}>
        {submitting ? TALK_TO_PERSON_TEXTS.sending : TALK_TO_PERSON_TEXTS.send}
      </Button>
    </Form>
  );
}
