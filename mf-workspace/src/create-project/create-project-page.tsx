import { Button, ButtonLink } from '@platform/shared-ui';
import { Navigate, useLocation } from 'react-router-dom';
import { NoticePanel } from '../common/notice-panel';
import { displayDate } from '../projects/project-display';
import { ALL_PROJECTS_PATH, openedFromButton } from '../projects/project-paths';
import { ChatComposer } from './chat-composer';
import { ChatMessageList } from './chat-message-list';
import styles from './create-project-page.module.css';
import { QuickReplies } from './quick-replies';
import { useProjectChat } from './use-project-chat';

/** Where mf-billing lets the account change plan. */
const CHANGE_PLAN_PATH = '/billing/plans';

/** mf-auth's business profile form, which comes back to this chat once saved. */
const PROFILE_FIRST_PATH = '/create-profile?next=new-project';

function ProjectChat() {
  const chat = useProjectChat();
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <h1 className={styles.title}>Your Personal Assistant</h1>
        {chat.project?.lastUpdated ? (
          <p className={styles.meta}>
            {chat.project.name} · Last updated {displayDate(chat.project.lastUpdated)}
          </p>
        ) : null}
      </header>
      {chat.phase === 'limited' ? (
        <NoticePanel role="alert">
          <p>{chat.limitMessage}</p>
          <ButtonLink to={CHANGE_PLAN_PATH}>Change Plan</ButtonLink>
        </NoticePanel>
      ) : chat.phase === 'profile' ? (
        <NoticePanel role="alert">
          <p>{chat.limitMessage}</p>
          <ButtonLink to={PROFILE_FIRST_PATH}>Set up your business profile</ButtonLink>
        </NoticePanel>
      ) : chat.phase === 'failed' ? (
        <NoticePanel role="alert">
          <p>The chat could not be started.</p>
          <Button variant="secondary" onClick={chat.retry}>
            Try again
          </Button>
        </NoticePanel>
      ) : (
        <ChatMessageList messages={chat.messages} working={chat.phase === 'starting' || chat.sending} />
      )}
      {chat.redirectTo ? (
        <p className={styles.redirect} role="status">
          Your project is set up. Opening its workspace in a few seconds...
        </p>
      ) : null}
      {chat.redirectTo ? null : (
        <QuickReplies
          replies={chat.quickReplies}
          disabled={chat.phase !== 'ready' || chat.sending}
          onSend={(reply) => void chat.send(reply)}
        />
      )}
      <ChatComposer disabled={chat.phase !== 'ready' || chat.sending} onSend={chat.send} />
    </div>
  );
}

/** /project/create-project (the spec's screens and routes): the new-project chat, only when opened from a button. */
export default function CreateProjectPage() {
  const location = useLocation();
  if (!openedFromButton(location.state)) return <Navigate to={ALL_PROJECTS_PATH} replace />;
  return <ProjectChat />;
}
