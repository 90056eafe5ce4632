import type { Environment } from '../../platform/config/environment.js';

/** Who issues the invoices: printed on each one, on screen and in the PDF (docs/billing.md). */
export interface Seller {
  legalName: string;
  address: string;
  /** The tax identification number (FIRS TIN). */
  taxId: string;
}

/** Development's seller, so invoices read as they will; production requires its own (config/environment.ts). */
export const developmentSeller: Seller = {
  legalName: 'Buildbay Technologies Ltd',
  address: '12 Herbert Macaulay Way, Yaba, Lagos, Nigeria',
  taxId: '00000000-0001',
};

export const sellerFromEnv = (
  env: Pick<Environment, 'SELLER_LEGAL_NAME' | 'SELLER_ADDRESS' | 'SELLER_TAX_ID'>,
): Seller => ({
  legalName: env.SELLER_LEGAL_NAME ?? developmentSeller.legalName,
  address: env.SELLER_ADDRESS ?? developmentSeller.address,
  taxId: env.SELLER_TAX_ID ?? developmentSeller.taxId,
});
