import { Card, formatDay } from '@platform/shared-ui';
import type { ContractDocument } from './hire-api';
import styles from './hire.module.css';
import { ScheduleTable } from './schedule-table';

/** Contract Details and Terms & Conditions (the spec's contract review screen and workspace entities), from the contract's document. */
export function ContractDetails({ document }: { document: ContractDocument }) {
  return (
    <>
      <Card as="section" className={styles.section} aria-labelledby="contract-details">
        <h2 id="contract-details">Contract Details</h2>
        <dl className={styles.facts}>
          <dt>Project scope</dt>
          <dd>{document.scope}</dd>
          <dt>Team composition</dt>
          <dd>{document.team_composition || 'No team chosen yet'}</dd>
          <dt>Timeline</dt>
          <dd>{document.timeline_weeks} weeks</dd>
          <dt>Deliverables</dt>
          <dd>
            {document.deliverables.length ? document.deliverables.join(', ') : 'As set out in the brief'}
          </dd>
          {document.features?.length ? (
            <>
              <dt>Features</dt>
              <dd>{document.features.join(', ')}</dd>
            </>
          ) : null}
          <dt>Payment schedule</dt>
          <dd data-testid="schedule-summary">{document.payment_schedule_summary}</dd>
          <dt>Payment method</dt>
          <dd>{document.payment_method}</dd>
          <dt>Total project cost</dt>
          <dd data-testid="contract-total">{document.total}</dd>
          <dt>First payment due</dt>
          <dd>
            {document.first_payment} ({formatDay(document.first_payment_due) ?? document.first_payment_due})
          </dd>
        </dl>
        <ScheduleTable document={document} />
      </Card>
      <Card as="section" className={styles.section} aria-labelledby="terms">
        <h2 id="terms">Terms &amp; Conditions</h2>
        <ol>
          {document.terms.map((term) => (
            <li key={term}>{term}</li>
          ))}
        </ol>
      </Card>
    </>
  );
}
