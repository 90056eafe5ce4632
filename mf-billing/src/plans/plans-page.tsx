import {
  Badge,
  Button,
  FORM_SUCCESS_TOAST,
  PlanCatalogue,
  usePlatform,
  type Plan,
} from '@platform/shared-ui';
import { lazy, Suspense, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useCheckoutReturn } from '../checkout/use-checkout-return';
import layout from '../common/layout.module.css';
import { PageHeader } from '../common/page-header';
import type { PlanId } from './plan-change-api';

/** Enterprise is by contact (constants and limits): its card leads to the Let's Talk form. */
const CONTACT_PATH = '/lets-talk';

// The change's dialog reads its quote through the query cache: it and the query library come when a plan's button
// is pointed at, focused or pressed, not with the page's first screen (issue #33).
const loadChangePlanDialog = () => import('./change-plan-dialog');
const ChangePlanDialog = lazy(() =>
  loadChangePlanDialog().then((module) => ({ default: module.ChangePlanDialog })),
);
const preloadChangePlanDialog = () => void loadChangePlanDialog();

/**
 * /billing/plans (the spec's billing and plans screens): the four plans, the account's current plan highlighted; Change Plan
 * upgrades at once with a prorated charge, or downgrades at the period end.
 */
export default function PlansPage() {
  const navigate = useNavigate();
  const { toast } = usePlatform();
  const [changing, setChanging] = useState<{ id: PlanId; title: string } | null>(null);
  // A new key loads the catalogue again, with the plan as it now is.
  const [version, setVersion] = useState(0);
  useCheckoutReturn(() => setVersion((value) => value + 1));

  return (
    <div className={layout.page}>
      <PageHeader
        back
        title="Plans"
        subtitle="Choose the plan that fits your team. Prices in naira."
        actions={<Badge tone="primary">Business</Badge>}
      />
      <PlanCatalogue
        key={version}
        card={(plan: Plan, currentPlan) => {
          const current = plan.id === currentPlan;
          return {
            highlighted: current,
            label: current ? 'Current Plan' : undefined,
            action: current ? undefined : (
              <Button
                variant="secondary"
                block
                aria-label={`${plan.buttonText}: ${plan.title}`}
                onPointerEnter={plan.id === 'enterprise' ? undefined : preloadChangePlanDialog}
                onFocus={plan.id === 'enterprise' ? undefined : preloadChangePlanDialog}
                onClick={() =>
                  plan.id === 'enterprise'
                    ? navigate(CONTACT_PATH)
                    : setChanging({ id: plan.id, title: plan.title })
                }
              >
                {plan.buttonText}
              </Button>
            ),
          };
        }}
      />
      {changing ? (
        <Suspense fallback={null}>
          <ChangePlanDialog
            plan={changing}
            onClose={() => setChanging(null)}
            onChanged={(message) => {
              setChanging(null);
              toast(message, FORM_SUCCESS_TOAST);
              setVersion((value) => value + 1);
            }}
          />
        </Suspense>
      ) : null}
    </div>
  );
}
