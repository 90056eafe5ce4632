import { MESSAGE_TYPES } from '@platform/contract';
import { HoneypotField, Select, TextArea, type LetsTalkBody } from '@platform/shared-ui';
import { Link, useLocation, useNavigate } from 'react-router-dom';
import { ContactFields } from '../forms/contact-fields';

import { PublicForm } from '../forms/public-form';
import { useFormValues } from '../forms/use-form-values';
import { PageFrame } from '../layout/page-frame';
import { useInBrowser } from '../prerender/use-in-browser';
import type { LetsTalkPrefill } from './lets-talk-prefill';
import { useLetsTalk } from './use-lets-talk';

const emptyMessage = ({
  email = '',
  messageType = '',
  projectDesc = '',
}: LetsTalkPrefill = {}): LetsTalkBody => ({
  fullname: '',
  email,
  messageType: MESSAGE_TYPES.find((type) => type === messageType) ?? '',
  projectDesc,
  honeyPot: '',
});

/**
 * /lets-talk: the contact form; once sent it clears and the visitor goes to the home page. Prerendered empty:
 * a prefill from the navigation state (which a reload keeps) shows once hydrated, remounting the form.
 */
export default function LetsTalkPage() {
  const state = useLocation().state as LetsTalkPrefill | null;
  const prefill = useInBrowser() ? state : null;
  return <LetsTalkForm key={prefill ? 'prefilled' : 'empty'} prefill={prefill} />;
}

function LetsTalkForm({ prefill }: { prefill: LetsTalkPrefill | null }) {
  const navigate = useNavigate();
  const { values, field, reset } = useFormValues(() => emptyMessage(prefill ?? undefined));
  const { submitting, submit, fieldErrors } = useLetsTalk(() => {
    reset(emptyMessage());
    void navigate('/');
  });

  return (
    <PageFrame
      title="Let's Talk"
      lead="Tell us what you have in mind and one of our representatives will contact you."
      links={<Link to="/live-chat">Live Chat</Link>}
    >
      <PublicForm
        onSubmit={() => void submit(values)}
        submitting={submitting}
        submitLabel="Send Message"
        fieldErrors={fieldErrors}
      >
        <ContactFields field={field} />
        <Select
          label="Message Type"
          placeholder="Select a message type"
          options={MESSAGE_TYPES}
          {...field('messageType')}
        />
        <TextArea label="Project Description" rows={6} {...field('projectDesc')} />
        <HoneypotField {...field('honeyPot')} />
      </PublicForm>
    </PageFrame>
  );
}
