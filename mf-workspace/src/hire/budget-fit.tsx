import styles from './hire.module.css';

/**
 * The plan against the budget and deadline the client gave, as the server says it: within them, or a first
 * phase that fits and what the later phases cost (issue #28). Shown before the figures, so nobody reads a total
 * over their budget without the reason beside it.
 */
export function BudgetFit({ text }: { text: string }) {
  return (
    <p className={styles.budgetFit} data-testid="budget-fit">
      <strong>Your budget and deadline: </strong>
      {text}
    </p>
  );
}
