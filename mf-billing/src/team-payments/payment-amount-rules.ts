import { formatNaira } from '@platform/shared-ui';
import { parseNairaToKobo } from '../money/naira';
import { TEAM_PAYMENT_TEXTS } from './team-payments-api';

/** The amount typed, in kobo, or what is wrong with it: positive, and at most what the type allows. */
export function readPaymentAmount(
  text: string,
  typeLabel: string,
  maxKobo: number,
): { kobo: number } | { error: string } {
  if (text.trim() === '') return { error: TEAM_PAYMENT_TEXTS.amountRequired };
  const kobo = parseNairaToKobo(text);
  if (kobo === null) return { error: TEAM_PAYMENT_TEXTS.amountInvalid };
  if (kobo <= 0) return { error: TEAM_PAYMENT_TEXTS.amountPositive };
  if (maxKobo <= 0) return { error: TEAM_PAYMENT_TEXTS.nothingToPay(typeLabel) };
  if (kobo > maxKobo) return { error: TEAM_PAYMENT_TEXTS.amountTooHigh(typeLabel, formatNaira(maxKobo)) };
  return { kobo };
}
