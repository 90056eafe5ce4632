import { lazy, Suspense, type ReactNode } from 'react';
import type { Plan, PlansResponse } from '../http/types';
import { PlansLoading } from './plans-loading';

export interface PlanCatalogueProps {
  /** The card of one plan: whether it stands out, its label and its action, given the caller's current plan. */
  card: (
    plan: Plan,
    currentPlan: PlansResponse['current_plan'],
  ) => {
    highlighted: boolean;
    label?: string;
    action?: ReactNode;
  };
}

// The grid and its read come when a catalogue is first shown, so this entry does not load them for the pages that
// show no plans (the login page's forms come from this entry too).
const PlanGrid = lazy(() => import('./plan-grid'));

/**
 * The plans of `GET /api/plans/` as a grid of cards, with its loading and error states. Prerendered, the grid's
 * loading state is in the HTML and stays there until the grid's code has come and hydrates it.
 */
export function PlanCatalogue({ card }: PlanCatalogueProps) {
  return (
    <Suspense fallback={<PlansLoading />}>
      <PlanGrid card={card} />
    </Suspense>
  );
}
