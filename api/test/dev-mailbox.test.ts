import { describe, expect, it } from 'vitest';
import { newEmail, postForm, registerBody } from './accounts-helpers.js';
import { useHarness } from './harness.js';

const h = useHarness();

describe('GET /api/dev/mailbox (development)', () => {
  it('lists what the mailer kept, newest first, optionally for one address', async () => {
    const first = registerBody({ email: newEmail('box') });
    const second = registerBody({ email: newEmail('box') });
    await postForm(h.app, '/api/create-account/', first);
    await postForm(h.app, '/api/create-account/', second);

    const all = (await (await h.app.request('/api/dev/mailbox')).json()) as { messages: { to: string }[] };
    expect(all.messages.map((message) => message.to).slice(0, 2)).toEqual([second.email, first.email]);

    const response = await h.app.request(
      `/api/dev/mailbox?to=${encodeURIComponent(String(first.email).toUpperCase())}`,
    );
    expect(response.headers.get('Cache-Control')).toBe('no-store');
    const mine = (await response.json()) as { messages: { to: string; subject: string; text: string }[] };
    expect(mine.messages).toHaveLength(1);
    expect(mine.messages[0]).toMatchObject({
      to: first.email,
      subject: expect.stringMatching(/^\d{6} is your/),
    });
  });
});
