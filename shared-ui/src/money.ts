/*
 * Amounts travel as kobo integers (100 kobo = ₦1) and are shown in naira. Whole naira drop the decimals
 * ("₦20"); an amount with kobo keeps them ("₦20.50").
 */
const wholeNaira = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  maximumFractionDigits: 0,
});
const nairaAndKobo = new Intl.NumberFormat('en-NG', {
  style: 'currency',
  currency: 'NGN',
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});

/** "₦1,000,000", "₦20.50", from kobo. */
export function formatNaira(kobo: number): string {
  return kobo % 100 === 0 ? wholeNaira.format(kobo / 100) : nairaAndKobo.format(kobo / 100);
}
