import { Link } from 'react-router-dom';
import styles from './hire.module.css';
import { useContract } from './use-hire-data';

/**
 * On the overview: a signed contract whose first payment is still due says so, with the way to pay.
 * Nothing while loading, before signing, once paid, or for someone who may not see the contract.
 */
export function ContractDueNotice({ projectId, root }: { projectId: string; root: string }) {
  const contract = useContract(projectId);
  if (!contract.data) return null;
  const { signed, payment } = contract.data;
  if (!signed || payment.status !== 'Due') return null;
  return (
    <p className={styles.notice} role="status">
      The contract was signed on {signed.signed_on}: the first payment of {payment.amount} is due.{' '}
      <Link to={`${root}/contract-and-payment`}>Pay now</Link>
    </p>
  );
}
