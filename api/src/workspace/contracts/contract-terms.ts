/** The spec's terms (contract review screen), verbatim, in every contract. */
export const CONTRACT_TERMS = [
  'Payments are non-refundable once work has commenced.',
  'Intellectual property transfers to the client upon final payment.',
  'Both parties keep project information confidential.',
  'Scope changes go through a formal change request process and may affect timeline and cost.',
] as const;

export const CONTRACT_TITLE = 'Managed Team Services Agreement';

/** How the first payment (and each later one) is made: the payment provider's checkout. */
export const PAYMENT_METHOD = 'Card or bank transfer (secure checkout)';

export const contractMessages = {
  signed: 'Contract signed.',
  alreadySigned: 'This contract has already been signed.',
  changed: 'The contract changed since you opened it. Please review it again before signing.',
  fullName: 'Type your full name (first and last name) to sign.',
  agree: 'Please tick the box to agree to the contract terms.',
  notSigned: 'The contract has not been signed yet.',
  installmentsSaved: 'Payment schedule updated.',
  paid: 'The first payment has already been made.',
  toCheckout: 'Continue to the secure checkout to pay.',
} as const;
