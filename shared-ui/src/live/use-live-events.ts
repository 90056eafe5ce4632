import { useEffect, useRef, useState } from 'react';
import { LIVE_CONTROL_EVENTS } from '@platform/contract';
import { platform } from '@platform/shared-ui/core';
import { LiveStream } from './live-stream';
import type { LiveMessage, PresentPerson } from './live-stream';

let tabStream: LiveStream | null = null;

/** The tab's one stream, made on first use with the platform's token. */
export function liveStream(): LiveStream {
  if (!tabStream) {
    const stream = new LiveStream({ getToken: () => platform().auth.getToken() });
    tabStream = stream;
    window.addEventListener('online', () => stream.online());
    window.addEventListener('offline', () => stream.offline());
  }
  return tabStream;
}

/**
 * Calls `onEvent` for each change of `kinds` ("task", "file.approved") in the project (in every project with
 * null) that this person may see, whoever made it and in whichever API process; and with `{ kind: 'reload' }`
 * after a gap too long to replay. Pages answer by reloading their data through their usual hooks, which keep
 * the last answer on screen, so what is being typed stays. `undefined` (the project not known yet) listens
 * to nothing.
 */
export function useLiveEvents(
  projectId: string | null | undefined,
  kinds: readonly string[],
  onEvent: (message: LiveMessage) => void,
): void {
  const latest = useRef(onEvent);
  latest.current = onEvent;
  const kindsKey = kinds.join(' ');
  useEffect(() => {
    if (projectId === undefined) return undefined;
    return liveStream().listen(projectId, kindsKey.split(' '), (message) => latest.current(message));
  }, [projectId, kindsKey]);
}

/** The other people who have this project page open now (the signed-in person is never in the list). */
export function usePresence(projectId: string | null | undefined): PresentPerson[] {
  const [people, setPeople] = useState<PresentPerson[]>([]);
  useLiveEvents(projectId, [], () => undefined);
  useEffect(() => liveStream().watchPresence(setPeople), []);
  return people;
}

export const isReload = (message: LiveMessage) => message.kind === LIVE_CONTROL_EVENTS.reload;
