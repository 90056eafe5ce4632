import { describe, expect, it } from 'vitest';
import { loadOnce } from '../src/platform/loading/load-once.js';
import { createEmbeddedAssistant } from '../src/workspace/assistant/embedded/embedded-assistant.js';

/*
 * Heavy modules are loaded at their first use (api/src/platform/loading/load-once.ts): two first uses at once
 * must share one load, and a load that failed must not fail every later use.
 */

describe('a module loaded at its first use', () => {
  it('is loaded once for concurrent first uses, and kept', async () => {
    let loads = 0;
    let finish: (value: { made: number }) => void = () => undefined;
    const load = loadOnce(() => {
      loads += 1;
      return new Promise<{ made: number }>((resolve) => (finish = resolve));
    });
    const first = load();
    const second = load();
    finish({ made: loads });
    const [a, b] = await Promise.all([first, second]);
    expect(a).toBe(b);
    expect(await load()).toBe(a);
    expect(loads).toBe(1);
  });

  it('is tried again after a failed load, and kept once it worked', async () => {
    let loads = 0;
    const load = loadOnce(async () => {
      loads += 1;
      if (loads === 1) throw new Error('not there yet');
      return { made: loads };
    });
    await expect(Promise.all([load(), load()])).rejects.toThrow('not there yet');
    expect(loads).toBe(1);
    expect(await load()).toEqual({ made: 2 });
    expect(await load()).toEqual({ made: 2 });
    expect(loads).toBe(2);
  });

  it('answers the first chats asked at once, each as when loaded at start', async () => {
    const assistant = createEmbeddedAssistant();
    const now = new Date('2026-11-28T10:00:00Z');
    const [opened, again, reply] = await Promise.all([
      assistant.startProjectIntake('Ada'),
      assistant.startProjectIntake('Ada'),
      assistant.siteReply([], 'How much does a website cost?'),
    ]);
    expect(again).toEqual(opened);
    expect(opened.state.asking).toBe('type');
    expect(reply.message.length).toBeGreaterThan(0);
    const turn = await assistant.continueProjectIntake(opened.state, [], 'A mobile app for my bakery', now);
    expect(turn.state.type).not.toBeNull();
  });
});
