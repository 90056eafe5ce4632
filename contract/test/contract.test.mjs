import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { test } from 'node:test';
import { fileURLToPath } from 'node:url';
import {
  formatNaira,
  isValidEmail,
  passwordProblem,
  PASSWORD_MESSAGES,
  PHONE_PATTERN,
  REMOTE_PACKAGES,
  SERVICE_TYPES,
  SERVICES,
  TEAM_PAYMENT_AMOUNT_MESSAGES,
} from '../src/index.js';

test('the committed declarations match the JavaScript', () => {
  const script = fileURLToPath(new URL('../scripts/write-types.mjs', import.meta.url));
  execFileSync(process.execPath, [script, '--check'], { stdio: 'pipe' });
});

test('a password needs 8 to 128 characters, an uppercase letter, a number and a special character', () => {
  assert.equal(passwordProblem('Short1!'), PASSWORD_MESSAGES.tooShort);
  assert.equal(passwordProblem(`Aa1!${'x'.repeat(125)}`), PASSWORD_MESSAGES.tooLong);
  assert.equal(passwordProblem('lowercase1!'), PASSWORD_MESSAGES.tooWeak);
  assert.equal(passwordProblem('NoNumber!!'), PASSWORD_MESSAGES.tooWeak);
  assert.equal(passwordProblem('Demo-pass-2026!'), null);
});

test('e-mail and Nigerian mobile shapes', () => {
  assert.equal(isValidEmail('ada@example.com'), true);
  assert.equal(isValidEmail('ada@example'), false);
  assert.equal(isValidEmail('a da@example.com'), false);
  assert.equal(PHONE_PATTERN.test('08031234567'), true);
  assert.equal(PHONE_PATTERN.test('07231234567'), false);
  assert.equal(PHONE_PATTERN.test('0803123456'), false);
});

test('five remotes, one per area', () => {
  assert.deepEqual(REMOTE_PACKAGES, ['mf-marketing', 'mf-auth', 'mf-workspace', 'mf-billing', 'mf-staff']);
});

test('a payment type takes its article: a Regular, an Installment Payment', () => {
  assert.equal(
    TEAM_PAYMENT_AMOUNT_MESSAGES.tooHigh('Installment Payment', '₦100,000'),
    'An Installment Payment can be at most ₦100,000 on this invoice.',
  );
  assert.equal(
    TEAM_PAYMENT_AMOUNT_MESSAGES.nothingToPay('Installment Payment'),
    'Nothing can be paid as an Installment Payment on this invoice.',
  );
  assert.equal(
    TEAM_PAYMENT_AMOUNT_MESSAGES.nothingToPay('Bonus Payment'),
    'Nothing can be paid as a Bonus Payment on this invoice.',
  );
});

test('six services in the order of the product outline, their service types as the entities list them', () => {
  assert.deepEqual(
    SERVICES.map((service) => service.name),
    ['Development', 'Design', 'Support', 'Training', 'Recruitment', 'On-Demand Printing'],
  );
  assert.deepEqual(SERVICE_TYPES, [
    'Design Services',
    'Development Services',
    'Printing Services',
    'Recruitment Services',
    'Support Services',
    'Training Services',
  ]);
});

test('kobo shown as naira: the ₦ sign, thousands separators, kobo only when there are some', () => {
  assert.equal(formatNaira(0), '₦0');
  assert.equal(formatNaira(1_000_000), '₦10,000');
  assert.equal(formatNaira(1_200_000_000), '₦12,000,000');
  assert.equal(formatNaira(1_000_050), '₦10,000.50');
  assert.equal(formatNaira(5), '₦0.05');
  assert.equal(formatNaira(-150_075), '-₦1,500.75');
});
