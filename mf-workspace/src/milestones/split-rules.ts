import { MILESTONE_SPLIT_MESSAGES, MILESTONE_TITLE_MAX } from '@platform/contract';
import { formProblem, type FormProblem } from '@platform/shared-ui';
import type { Milestone } from './milestones-api';

/**
 * Naira as a person types it ("1,500.50", "₦ 2000") in kobo; null when it is not an amount of at most two
 * decimal places (a minus sign, letters, "1.005", "1e3", digits of another script).
 */
export function nairaToKobo(text: string): number | null {
  const match = /^(\d{1,13})(?:\.(\d{1,2}))?$/.exec(text.replace(/[,\s₦]/g, ''));
  if (!match) return null;
  return Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0'));
}

export interface SplitForm {
  title: string;
  dueDate: string;
  /** The date input holds a date half typed ("12/__/2026"), which it reports as no date. */
  dueUnfinished: boolean;
  featureIds: string[];
  naira: string;
}

/** The rule the split breaks, in the server's words and at its field; null when it may be sent. */
export function splitProblem(
  form: SplitForm,
  milestone: Milestone,
  today: string | null,
): FormProblem | null {
  const title = form.title.trim();
  if (!title || title.length > MILESTONE_TITLE_MAX)
    return formProblem(MILESTONE_SPLIT_MESSAGES.titleRequired, 'title');
  if (form.dueUnfinished || !/^\d{4}-\d{2}-\d{2}$/.test(form.dueDate))
    return formProblem(MILESTONE_SPLIT_MESSAGES.dueDate, 'due_date');
  if ((today !== null && form.dueDate < today) || form.dueDate > milestone.due_date)
    return formProblem(MILESTONE_SPLIT_MESSAGES.dueDateRange, 'due_date');
  if (milestone.features.length > 0 && form.featureIds.length === milestone.features.length)
    return formProblem(MILESTONE_SPLIT_MESSAGES.features, 'feature_ids');
  const kobo = nairaToKobo(form.naira);
  if (kobo === null || kobo <= 0 || kobo >= milestone.amount_kobo)
    return formProblem(MILESTONE_SPLIT_MESSAGES.amount, 'amount_kobo');
  return null;
}
