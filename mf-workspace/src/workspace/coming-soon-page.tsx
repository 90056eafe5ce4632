import { NoticePanel } from '../common/notice-panel';
import { WorkspacePage } from './workspace-page';

export interface ComingSoonPageOptions {
  pageName: string;
  pageTitle: string;
  /** Team pages show a back button in the header. */
  back?: boolean;
}

/** A workspace route whose page is not built yet: the frame, with the coming-soon notice in its body. */
export function comingSoonPage({ pageName, pageTitle, back }: ComingSoonPageOptions) {
  function ComingSoonPage() {
    return (
      <WorkspacePage pageName={pageName} pageTitle={pageTitle} back={back}>
        <NoticePanel>
          <h2>Coming Soon!</h2>
          <p>This feature is not available yet.</p>
        </NoticePanel>
      </WorkspacePage>
    );
  }
  ComingSoonPage.displayName = `ComingSoon(${pageName})`;
  return ComingSoonPage;
}
