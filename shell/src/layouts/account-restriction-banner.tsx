import { ACCOUNT_RESTRICTION_TEXTS } from '@platform/contract';
import { Link } from 'react-router-dom';
import styles from './account-restriction-banner.module.css';
import { useAccountRestriction } from './use-account-restriction';

/** The one banner of a restricted account, above every signed-in page, with the way to pay. */
export function AccountRestrictionBanner() {
  const restriction = useAccountRestriction();
  if (!restriction) return null;
  return (
    <div role="alert" className={styles.banner}>
      <p className={styles.message}>{restriction.message}</p>
      <Link className={styles.pay} to={restriction.pay_path}>
        {ACCOUNT_RESTRICTION_TEXTS.pay}
      </Link>
    </div>
  );
}
