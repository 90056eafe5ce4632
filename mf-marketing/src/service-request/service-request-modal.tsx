import { CONTACT_METHODS, SERVICE_TYPES } from '@platform/contract';
import {
  Button,
  Field,
  HoneypotField,
  Input,
  Modal,
  Select,
  TextArea,
  type ServiceRequestBody,
} from '@platform/shared-ui';
import { ContactFields } from '../forms/contact-fields';
import { PublicForm } from '../forms/public-form';
import { useState } from 'react';

import { useFormValues } from '../forms/use-form-values';
import styles from './service-request-modal.module.css';
import { useServiceRequest } from './use-service-request';

export interface ServiceRequestModalProps {
  open: boolean;
  onClose: () => void;
  /** Prefills the e-mail, e.g. from the requests page. */
  email?: string;
  /** Called with the address once a request is sent. */
  onSent?: (email: string) => void;
}

const emptyRequest = (email: string): ServiceRequestBody => ({
  fullname: '',
  email,
  phone: '',
  companyName: '',
  serviceType: '',
  projectDesc: '',
  contactMethod: 'Email',
  honeyPot: '',
});

function ServiceRequestForm({ email, onSent }: { email: string; onSent: (email: string) => void }) {
  const { values, set, field } = useFormValues(() => emptyRequest(email));
  const { submitting, submit, fieldErrors } = useServiceRequest(onSent);

  return (
    <PublicForm
      onSubmit={() => void submit(values)}
      submitting={submitting}
      submitLabel="Submit Request"
      block
      fieldErrors={fieldErrors}
    >
      <ContactFields field={field} />
      <Field label="Phone Number" name="phone" hint="Nigerian mobile number, e.g. 08031234567">
        {(control) => (
          <div className={styles.phone}>
            <span className={styles.prefix}>+234</span>
            <input
              {...control}
              type="tel"
              inputMode="numeric"
              autoComplete="tel-national"
              maxLength={11}
              {...field('phone')}
            />
          </div>
        )}
      </Field>
      <Input label="Company Name (optional)" autoComplete="organization" {...field('companyName')} />
      <Select
        label="Service Type"
        placeholder="Select a service"
        options={SERVICE_TYPES}
        {...field('serviceType')}
      />
      <fieldset className={styles.methods}>
        <legend>Preferred Contact Method</legend>
        {CONTACT_METHODS.map((method) => (
          <label key={method} className={styles.method}>
            <input
              type="radio"
              name="contactMethod"
              value={method}
              checked={values.contactMethod === method}
              onChange={() => set('contactMethod', method)}
            />
            {method}
          </label>
        ))}
      </fieldset>
      <TextArea label="Project Description" {...field('projectDesc')} />
      <HoneypotField {...field('honeyPot')} />
    </PublicForm>
  );
}

/**
 * The service-request modal (the spec's screens and routes): the form, then, once sent, the confirmation
 * "Request Sent Successfully / We will get back to you." in its place.
 */
export function ServiceRequestModal({ open, onClose, email = '', onSent }: ServiceRequestModalProps) {
  const [sent, setSent] = useState(false);
  return (
    <>
      <Modal open={open} onClose={onClose} title="Request a Service">
        <ServiceRequestForm
          email={email}
          onSent={(sentFrom) => {
            onClose();
            setSent(true);
            onSent?.(sentFrom);
          }}
        />
      </Modal>
      <Modal
        open={sent}
        onClose={() => setSent(false)}
        title="Request Sent Successfully"
        footer={<Button onClick={() => setSent(false)}>OK</Button>}
      >
        <p className={styles.confirmation}>We will get back to you.</p>
      </Modal>
    </>
  );
}
