import { describe, expect, it } from 'vitest';
import { bearer, createUser, logIn, useHarness } from './harness.js';

const h = useHarness();

describe('GET /api/user-details/', () => {
  it("gives the user's first name, and no picture before one is uploaded", async () => {
    const user = await createUser(h.db);
    const response = await h.app.request('/api/user-details/', bearer(await logIn(h.app, user)));
    expect(response.status).toBe(200);
    const stored = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await response.json()).toEqual({ user_firstname: stored.firstName, user_img: null });
  });

  it('gives the picture as a URL once the profile has one', async () => {
    const user = await createUser(h.db);
    await h.db.prisma.businessProfile.update({
      where: { userId: user.id },
      data: { pictureKey: 'abc 1.png' },
    });
    const response = await h.app.request('/api/user-details/', bearer(await logIn(h.app, user)));
    expect(await response.json()).toMatchObject({ user_img: '/api/profile-pictures/abc%201.png' });
  });

  it('answers 401 to visitors', async () => {
    expect((await h.app.request('/api/user-details/')).status).toBe(401);
  });
});
