import { Outlet } from 'react-router-dom';

/** The page owns the whole screen. */
export function PlainLayout() {
  return (
    <main id="content">
      <Outlet />
    </main>
  );
}
