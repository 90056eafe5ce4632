import { Button } from '@platform/shared-ui';
import { useState } from 'react';
import layout from '../common/layout.module.css';
import { readAnswer } from '../common/load-state';
import { useSavedCard } from './use-saved-card';

export const SAVED_CARD_TEXTS = {
  heading: 'Saved card',
  card: (type: string, last4: string, month: string, year: string) =>
    `${type} ending ${last4}, expires ${month}/${year}`,
  use: 'Renewals and added seats are charged to it; if it fails, you pay at the checkout.',
  none: 'No saved card. The card you next pay with at the checkout is kept for renewals and added seats.',
  remove: 'Remove card',
  failed: 'The saved card could not be loaded.',
} as const;

/** On /billing: the card renewals and added seats are charged to, with Remove (docs/billing.md, "Saved card"). */
export function SavedCardSection() {
  const { saved, remove } = useSavedCard();
  const [removing, setRemoving] = useState(false);
  const failed = saved.isError && !saved.isFetching;
  if (!failed && saved.data === undefined) return null;
  const card = readAnswer(saved)?.card ?? null;
  return (
    <section aria-labelledby="saved-card-heading" className={layout.section}>
      <h2 id="saved-card-heading">{SAVED_CARD_TEXTS.heading}</h2>
      {failed ? (
        <p className={layout.note}>{SAVED_CARD_TEXTS.failed}</p>
      ) : card ? (
        <>
          <p>{SAVED_CARD_TEXTS.card(card.card_type, card.last4, card.exp_month, card.exp_year)}</p>
          <p className={layout.note}>{SAVED_CARD_TEXTS.use}</p>
          <Button
            variant="secondary"
            size="sm"
            loading={removing}
            onClick={async () => {
              setRemoving(true);
              await remove();
              setRemoving(false);
            }}
          >
            {SAVED_CARD_TEXTS.remove}
          </Button>
        </>
      ) : (
        <p className={layout.note}>{SAVED_CARD_TEXTS.none}</p>
      )}
    </section>
  );
}
