import { Button, Spinner } from '@platform/shared-ui/core';
import { lazy, Suspense, useEffect, useState } from 'react';
import { Link } from 'react-router-dom';
import { PageFrame } from '../layout/page-frame';
import { ChatPanel } from '../site-chat/chat-panel';
import { useSiteChat } from '../site-chat/use-site-chat';
import styles from './live-chat-page.module.css';
import { TALK_TO_PERSON_TEXTS } from './talk-to-person-texts';

const TalkToPersonForm = lazy(() => import('./talk-to-person'));

export const LIVE_CHAT_GREETING =
  'Hi there! How can we help you today? Choose an option or type your message.';
export const LIVE_CHAT_OPTIONS = ['Technical Issues', 'Subscription Issues', 'None of the above'] as const;

/**
 * /live-chat: the assistant's greeting with three options and a text box. It is the visitor's one chat
 * with the assistant, the same as on the home page (docs/decisions.md, "Public site"); an option sends
 * its text as the visitor's message. "Talk to a person" hands the chat to the staff inbox.
 */
export default function LiveChatPage() {
  const chat = useSiteChat();
  const [handOff, setHandOff] = useState(false);
  const { load } = chat;
  useEffect(() => {
    load();
  }, [load]);

  const intro = (
    <div className={styles.greeting}>
      <p>{LIVE_CHAT_GREETING}</p>
      <div className={styles.options}>
        {LIVE_CHAT_OPTIONS.map((option) => (
          <button
            key={option}
            type="button"
            className={styles.option}
            disabled={chat.sending}
            onClick={() => void chat.send(option)}
          >
            {option}
          </button>
        ))}
      </div>
    </div>
  );

  return (
    <PageFrame
      title="Live Chat"
      lead="Our assistant answers at once, about your account, our services and our plans."
      links={<Link to="/lets-talk">Prefer a form? Let&apos;s Talk</Link>}
    >
      <ChatPanel chat={chat} label="Live chat with the assistant" intro={intro} />
      <div className={styles.person}>
        {handOff ? (
          <Suspense fallback={<Spinner label={TALK_TO_PERSON_TEXTS.title} />}>
            <TalkToPersonForm />
          </Suspense>
        ) : (
          <Button variant="secondary" onClick={() => setHandOff(true)}>
            {TALK_TO_PERSON_TEXTS.open}
          </Button>
        )}
      </div>
    </PageFrame>
  );
}
