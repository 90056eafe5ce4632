import { HoneypotField, Input, TextArea, type CustomQuoteBody } from '@platform/shared-ui';
import { useNavigate } from 'react-router-dom';
import { ContactFields } from '../forms/contact-fields';

import { PublicForm } from '../forms/public-form';
import { useFormValues } from '../forms/use-form-values';
import { PageFrame } from '../layout/page-frame';
import type { RequestsPageState } from '../requests/requests-page-state';
import { useCustomQuote } from './use-custom-quote';

const emptyQuote: CustomQuoteBody = { fullname: '', email: '', company: '', projectDesc: '', honeyPot: '' };

/**
 * /custom-quote. Once sent, the form clears and the visitor lands on their requests, where the quote
 * now shows (the spec's own redirect is faulty; docs/decisions.md, "Public site").
 */
export default function CustomQuotePage() {
  const navigate = useNavigate();
  const { values, field, reset } = useFormValues(emptyQuote);
  const { submitting, submit, fieldErrors } = useCustomQuote((email) => {
    reset(emptyQuote);
    const state: RequestsPageState = { email };
    void navigate('/requests', { state });
  });

  return (
    <PageFrame
      title="Get a Custom Quote"
      lead="Tell us about your organisation and project, and we will send you a quote."
    >
      <PublicForm
        onSubmit={() => void submit(values)}
        submitting={submitting}
        submitLabel="Send Message"
        fieldErrors={fieldErrors}
      >
        <ContactFields field={field} />
        <Input label="Organisation/Company" autoComplete="organization" {...field('company')} />
        <TextArea label="Project Description" rows={6} {...field('projectDesc')} />
        <HoneypotField {...field('honeyPot')} />
      </PublicForm>
    </PageFrame>
  );
}
