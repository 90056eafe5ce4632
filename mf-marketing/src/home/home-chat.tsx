import { ChatPanel } from '../site-chat/chat-panel';
import { useSiteChat } from '../site-chat/use-site-chat';
import { useVisibleOnce } from '../site-chat/use-visible-once';
import styles from './home-page.module.css';

/** Share of the chat section on screen that loads it (the spec's constants and limits: 25%, once). */
const LOAD_AT_VISIBLE_SHARE = 0.25;

/** The home page's chat with the assistant, the section named create_project. */
export function HomeChat() {
  const chat = useSiteChat();
  const ref = useVisibleOnce<HTMLElement>(chat.load, LOAD_AT_VISIBLE_SHARE);
  return (
    <section ref={ref} id="create_project" className={styles.section} aria-labelledby="create-project-title">
      <h2 id="create-project-title" className={styles.sectionTitle}>
        Tell our assistant about your project
      </h2>
      <p className={styles.sectionLead}>
        Ask about our services and plans, or describe what you want to build. Sign in when you are ready and
        the assistant turns the conversation into a project.
      </p>
      <ChatPanel chat={chat} label="Chat with the assistant" />
    </section>
  );
}
