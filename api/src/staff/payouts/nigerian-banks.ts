/*
 * The talent pool keeps a payout account's bank by name (as staff type it); a transfer needs the bank's
 * code on Paystack's list (GET /bank?country=nigeria). These are the banks our talent use, with the
 * names people write for them; a bank not here is refused with words that say so (docs/decisions.md).
 */

const banks: { code: string; names: string[] }[] = [
  { code: '044', names: ['Access Bank', 'Access', 'Access Bank Nigeria'] },
  { code: '023', names: ['Citibank Nigeria', 'Citibank', 'Citi'] },
  { code: '050', names: ['Ecobank Nigeria', 'Ecobank'] },
  { code: '070', names: ['Fidelity Bank', 'Fidelity'] },
  { code: '011', names: ['First Bank of Nigeria', 'First Bank', 'FirstBank', 'FBN'] },
  { code: '214', names: ['First City Monument Bank', 'FCMB'] },
  { code: '058', names: ['Guaranty Trust Bank', 'GTBank', 'GTB', 'GT Bank', 'GTCO'] },
  { code: '030', names: ['Heritage Bank', 'Heritage'] },
  { code: '301', names: ['Jaiz Bank', 'Jaiz'] },
  { code: '082', names: ['Keystone Bank', 'Keystone'] },
  { code: '50211', names: ['Kuda Bank', 'Kuda', 'Kuda Microfinance Bank'] },
  { code: '50515', names: ['Moniepoint Microfinance Bank', 'Moniepoint', 'Moniepoint MFB'] },
  { code: '999992', names: ['OPay', 'OPay Digital Services', 'Paycom'] },
  { code: '999991', names: ['PalmPay'] },
  { code: '076', names: ['Polaris Bank', 'Polaris'] },
  { code: '101', names: ['Providus Bank', 'Providus'] },
  { code: '221', names: ['Stanbic IBTC Bank', 'Stanbic IBTC', 'Stanbic'] },
  { code: '068', names: ['Standard Chartered Bank', 'Standard Chartered'] },
  { code: '232', names: ['Sterling Bank', 'Sterling'] },
  { code: '032', names: ['Union Bank of Nigeria', 'Union Bank', 'Union'] },
  { code: '033', names: ['United Bank For Africa', 'UBA'] },
  { code: '215', names: ['Unity Bank', 'Unity'] },
  { code: '035', names: ['Wema Bank', 'Wema', 'ALAT by Wema', 'ALAT'] },
  { code: '057', names: ['Zenith Bank', 'Zenith'] },
];

/** Lower case, letters and digits only, "plc" and "limited" left out: "GT Bank Plc" reads as "gtbank". */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/\b(plc|limited|ltd|nigeria plc)\b/g, '')
    .replace(/[^a-z0-9]/g, '');

const byName = new Map(banks.flatMap((bank) => bank.names.map((name) => [key(name), bank.code] as const)));

/** The Paystack bank code of a bank as the talent pool names it, or null for a bank we do not know. */
export const bankCodeOf = (bankName: string): string | null => byName.get(key(bankName)) ?? null;
