/** What the pages say about a payment once the payer is back from the provider's checkout. */
export const CHECKOUT_TEXTS = {
  paid: 'Payment received. Thank you!',
  pending: 'Your payment is being confirmed. This page updates once the provider confirms it.',
  failedFallback: 'The payment did not go through. Nothing was charged; you can try again.',
  abandoned: 'The payment was cancelled. Nothing was charged; you can try again.',
  verifyFailed: 'We could not confirm your payment yet. Refresh the page in a moment.',
  /** Back from a checkout the API could not place (no reference it knows): GET /api/payments/return/. */
  unknownReturn:
    'We could not tell which payment you came back from. A payment you made shows here once the provider confirms it.',
} as const;
