import { Button, HoneypotField, Input } from '@platform/shared-ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useFormValues } from '../forms/use-form-values';

import { PublicForm } from '../forms/public-form';
import type { LetsTalkPrefill } from '../lets-talk/lets-talk-prefill';
import { ServiceRequestModal } from '../service-request/service-request-modal';
import { RequestCardView } from './request-card-view';
import { REQUESTS_EMAIL_KEY } from './requests-page-state';
import styles from './requests-page.module.css';
import { useRequestLookup } from './use-request-lookup';
import { useRequestsStart, type RequestsStart } from './use-requests-start';

export const NO_REQUESTS = 'No request associated with this email.';

/**
 * /requests: look up everything sent with an e-mail. Opened with an e-mail (navigation state, or the
 * stored one after a reload) it searches at once; editing the e-mail clears the results; leaving the
 * page forgets the stored e-mail. Prerendered empty: once hydrated, a start of its own remounts the search.
 */
export default function RequestsPage() {
  const start = useRequestsStart();
  // Here, not in the search: the search remounts once hydrated, and that is not leaving the page.
  useEffect(() => () => sessionStorage.removeItem(REQUESTS_EMAIL_KEY), []);
  return <RequestsSearch key={start.email} start={start} />;
}

function RequestsSearch({ start }: { start: RequestsStart }) {
  const navigate = useNavigate();
  const { searchAtOnce } = start;
  const { values, field, set } = useFormValues(() => ({ email: start.email, honeyPot: '' }));
  const lookup = useRequestLookup((email) => sessionStorage.setItem(REQUESTS_EMAIL_KEY, email));
  const [requestFrom, setRequestFrom] = useState<string | null>(null);
  const { search, clear } = lookup;

  useEffect(() => {
    if (searchAtOnce) void search({ email: searchAtOnce, honeyPot: '' });
  }, [searchAtOnce, search]);

  const result = lookup.result;
  const found = result !== null && result.requests.length > 0;

  return (
    <div className={styles.page}>
      <h1 className={styles.title}>{found ? 'Your Requests' : 'Requests'}</h1>
      <PublicForm
        className={styles.search}
        onSubmit={() => void search(values)}
        submitting={lookup.searching}
        submitLabel="Search"
        busyLabel="Searching..."
        fieldErrors={lookup.fieldErrors}
      >
        <Input
          label="Email Address"
          type="email"
          autoComplete="email"
          className={styles.email}
          {...field('email')}
          onChange={(event) => {
            set('email', event.target.value);
            sessionStorage.removeItem(REQUESTS_EMAIL_KEY);
            clear();
          }}
        />
        <HoneypotField {...field('honeyPot')} />
      </PublicForm>

      {result && found ? (
        <>
          <section className={styles.contact} aria-labelledby="requests-contact">
            <div>
              <h2 id="requests-contact">Contact</h2>
              <p>{result.email}</p>
            </div>
            <Button onClick={() => setRequestFrom(result.email)}>Leave a New Request</Button>
          </section>
          <div className={styles.cards}>
            {result.requests.map((request) => (
              <RequestCardView
                key={request.id}
                request={request}
                onScheduleCall={() => {
                  const state: LetsTalkPrefill = { email: result.email, messageType: 'Schedule A Call' };
                  void navigate('/lets-talk', { state });
                }}
              />
            ))}
          </div>
        </>
      ) : null}

      {result && !found ? (
        <div className={styles.empty}>
          <p>{NO_REQUESTS}</p>
          <Button onClick={() => setRequestFrom(result.email)}>Leave a Request</Button>
        </div>
      ) : null}

      <ServiceRequestModal
        open={requestFrom !== null}
        email={requestFrom ?? ''}
        onClose={() => setRequestFrom(null)}
        onSent={(email) => void search({ email, honeyPot: '' })}
      />
    </div>
  );
}
