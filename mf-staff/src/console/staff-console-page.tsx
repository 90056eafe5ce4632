import { ButtonLink, Spinner } from '@platform/shared-ui';
import { invalidateApi, useApiQuery } from '@platform/shared-ui/queries';
import { Suspense } from 'react';
import { Navigate, Route, Routes } from 'react-router-dom';
import { LoadState } from '../common/load-state';
import styles from '../common/console-page.module.css';
import type { StaffMe } from '../common/staff-api';
import { TwoFactorSetup } from '../two-factor/two-factor-setup';
import { ConsoleFrame } from './console-frame';
import { sectionsFor } from './console-sections';
import { CONSOLE_TEXTS } from './console-texts';

const STAFF_ME = '/api/staff/me/';
const reloadMe = () => void invalidateApi([STAFF_ME]);

/**
 * `/staff/*`: the staff console. Only staff get past the gate (the API answers 404 to anyone else), and
 * only once two-factor sign-in is on; then the sections their role may open.
 */
export default function StaffConsolePage() {
  const me = useApiQuery('get', STAFF_ME);
  if (me.error?.status === 404) return <NotStaff />;
  return (
    <LoadState query={me} loading={CONSOLE_TEXTS.loading}>
      {(staff) => (staff.two_factor_enabled ? <Console me={staff} /> : <TwoFactorSetup onDone={reloadMe} />)}
    </LoadState>
  );
}

function Console({ me }: { me: StaffMe }) {
  const sections = sectionsFor(me.role);
  const first = sections[0];
  return (
    <ConsoleFrame me={me} sections={sections}>
      <Suspense fallback={<Spinner label="Loading..." />}>
        <Routes>
          <Route
            index
            element={
              first ? (
                <Navigate to={first.path} replace />
              ) : (
                <p className={styles.empty}>{CONSOLE_TEXTS.nothingYet}</p>
              )
            }
          />
          {sections.map(({ path, Page }) => (
            <Route key={path} path={`${path}/*`} element={<Page me={me} />} />
          ))}
          <Route path="*" element={<Navigate to="." replace />} />
        </Routes>
      </Suspense>
    </ConsoleFrame>
  );
}

function NotStaff() {
  return (
    <div className={styles.panel}>
      <h1>{CONSOLE_TEXTS.notStaffTitle}</h1>
      <p>{CONSOLE_TEXTS.notStaffBody}</p>
      <ButtonLink to="/dashboard">{CONSOLE_TEXTS.toDashboard}</ButtonLink>
    </div>
  );
}
