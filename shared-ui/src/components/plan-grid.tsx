import { Button } from '@platform/shared-ui/core';
import { useTypedApi, type ApiOperation, type ApiResult } from '@platform/shared-ui/forms';
import { useEffect, useState } from 'react';
import type { PlanCatalogueProps } from './plan-catalogue';
import { PlanCard } from './plan-card';
import styles from './plan-catalogue.module.css';
import { PlansLoading } from './plans-loading';

type PlansAnswer = ApiResult<ApiOperation<'/api/plans/', 'get'>>;

type PlansRead =
  | { status: 'loading' }
  | { status: 'ready'; plans: PlansAnswer }
  | { status: 'error'; message: string };

/**
 * PlanCatalogue's grid (plan-catalogue.tsx): the cards once `GET /api/plans/` answered. Read with the typed client
 * (the forms entry), not the query cache: the catalogue is the first screen of Billing's plans page and of the
 * pricing page, and the query library (~12 KiB gzip) would be in front of both for this one read, which nothing
 * invalidates (a caller that wants it again mounts the catalogue anew, with a new `key`). Issue #33.
 */
export default function PlanGrid({ card }: PlanCatalogueProps) {
  const api = useTypedApi();
  const [attempt, setAttempt] = useState(0);
  const [read, setRead] = useState<PlansRead>({ status: 'loading' });

  useEffect(() => {
    const controller = new AbortController();
    api.get('/api/plans/', { signal: controller.signal }).then(
      (plans) => setRead({ status: 'ready', plans }),
      (error: unknown) => {
        if (controller.signal.aborted) return;
        setRead({ status: 'error', message: error instanceof Error ? error.message : String(error) });
      },
    );
    return () => controller.abort();
  }, [api, attempt]);

  if (read.status === 'loading') {
    return <PlansLoading />;
  }
  if (read.status === 'error') {
    return (
      <div className={styles.state} role="alert">
        <p>{read.message}</p>
        <Button
          variant="secondary"
          onClick={() => {
            setRead({ status: 'loading' });
            setAttempt((count) => count + 1);
          }}
        >
          Try again
        </Button>
      </div>
    );
  }
  return (
    <div className={styles.plans}>
      {read.plans.plans.map((plan) => (
        <PlanCard key={plan.id} plan={plan} {...card(plan, read.plans.current_plan)} />
      ))}
    </div>
  );
}
