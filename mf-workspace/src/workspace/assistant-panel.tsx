import { Button, usePlatform } from '@platform/shared-ui';
import { PageChat } from '../page-chat/page-chat';
import { useWorkspace } from './workspace-context';
import styles from './workspace.module.css';
import { useInsight } from './use-insight';

export interface AssistantPanelProps {
  projectId: string;
  /** The page key the insight is about, e.g. `workspace`. */
  pageName: string;
}

/** The assistant beside every workspace page (the spec's workspace shell): the page's status and an insight. */
export function AssistantPanel({ projectId, pageName }: AssistantPanelProps) {
  const { comingSoon } = usePlatform();
  const insight = useInsight(projectId, pageName);
  const { reportAssistantChange } = useWorkspace();
  return (
    <aside className={styles.assistant} aria-labelledby="assistant-heading">
      <div className={styles.assistantHeader}>
        <h2 id="assistant-heading">Chat with your assistant</h2>
        <div className={styles.assistantActions}>
          <Button size="sm" variant="secondary" onClick={comingSoon}>
            Join
          </Button>
          <Button size="sm" variant="ghost" onClick={comingSoon}>
            Mic
          </Button>
          <Button size="sm" variant="ghost" onClick={comingSoon}>
            Call
          </Button>
        </div>
      </div>
      {insight.isPending ? <p className={styles.muted}>Loading insight...</p> : null}
      {insight.isError ? <p className={styles.muted}>No insight is available right now.</p> : null}
      {insight.isSuccess ? (
        <>
          <p className={styles.pageMessage} data-testid="page-message">
            {insight.data.page_message}
          </p>
          <p className={styles.insight} data-testid="insight">
            {insight.data.insight}
          </p>
        </>
      ) : null}
      <PageChat projectId={projectId} pageName={pageName} onChange={reportAssistantChange} />
    </aside>
  );
}
