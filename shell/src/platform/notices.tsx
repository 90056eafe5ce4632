import { ComingSoonModal } from './coming-soon-modal';
import { Toaster } from './toaster';

/**
 * The coming-soon notice and the toasts, loaded after the first page (app.tsx): what is asked of them
 * before then waits in their stores and shows once they are in.
 */
export default function Notices() {
  return (
    <>
      <ComingSoonModal />
      <Toaster />
    </>
  );
}
