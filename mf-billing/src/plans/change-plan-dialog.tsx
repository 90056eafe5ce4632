import { Button, Modal, formatNaira, formatDay, IN_NIGERIA } from '@platform/shared-ui';
import { LoadState, readAnswer } from '../common/load-state';
import { PLAN_TEXTS, type PlanChangeQuote, type PlanId } from './plan-change-api';
import { usePlanChange } from './use-plan-change';
import styles from './change-plan-dialog.module.css';

export interface ChangePlanDialogProps {
  plan: { id: PlanId; title: string };
  onClose: () => void;
  onChanged: (message: string) => void;
}

/** What changing to `plan` costs (prorated, VAT, total) and when it happens, then the change. */
export function ChangePlanDialog({ plan, onClose, onChanged }: ChangePlanDialogProps) {
  const { quote, confirm, submitting } = usePlanChange(plan.id, onChanged);
  const ready = readAnswer(quote);
  return (
    <Modal
      open
      onClose={onClose}
      title={PLAN_TEXTS.title(plan.title)}
      footer={
        <>
          <Button variant="secondary" onClick={onClose}>
            Cancel
          </Button>
          <Button disabled={!ready} loading={submitting} onClick={() => void confirm()}>
            {ready && ready.total_kobo > 0 ? PLAN_TEXTS.payAndChange : PLAN_TEXTS.confirm}
          </Button>
        </>
      }
    >
      <LoadState query={quote} loading="Working out the price..." failed={PLAN_TEXTS.quoteFailed}>
        {(data) => <QuoteDetails quote={data} />}
      </LoadState>
    </Modal>
  );
}

function QuoteDetails({ quote }: { quote: PlanChangeQuote }) {
  return (
    <div className={styles.quote}>
      <p>
        {quote.effective === 'now'
          ? PLAN_TEXTS.upgradeNow
          : PLAN_TEXTS.downgradeLater(formatDay(quote.effective_at, IN_NIGERIA) ?? '—')}
      </p>
      {quote.total_kobo > 0 ? (
        <dl className={styles.lines}>
          <dt>{PLAN_TEXTS.prorated}</dt>
          <dd data-testid="prorated-amount">{formatNaira(quote.prorated_kobo)}</dd>
          <dt>{PLAN_TEXTS.vat}</dt>
          <dd>{formatNaira(quote.vat_kobo)}</dd>
          <dt className={styles.total}>{PLAN_TEXTS.total}</dt>
          <dd className={styles.total}>{formatNaira(quote.total_kobo)}</dd>
        </dl>
      ) : (
        <p>{PLAN_TEXTS.noCharge}</p>
      )}
    </div>
  );
}
