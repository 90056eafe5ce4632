import { demoAccount, seed } from '@platform/db';
import { describe, expect, it } from 'vitest';
import { bearer, logIn, useHarness } from './harness.js';

const h = useHarness();

describe('development seed', () => {
  it('creates the demo account with sample projects, once however often it runs', async () => {
    await seed(h.db.prisma);
    await seed(h.db.prisma);
    expect(await h.db.prisma.user.count({ where: { email: demoAccount.email } })).toBe(1);

    const token = await logIn(h.app, demoAccount);
    const projects = (await (await h.app.request('/api/all_projects/', bearer(token))).json()) as {
      type: string;
      status: string;
      goal: string | null;
    }[];
    expect(projects).toHaveLength(4);
    expect(new Set(projects.map((project) => project.type)).size).toBe(3);
    expect(new Set(projects.map((project) => project.status)).size).toBe(4);
    expect(projects.some((project) => project.goal === null)).toBe(true);

    const details = await (await h.app.request('/api/user-details/', bearer(token))).json();
    expect(details).toEqual({ user_firstname: 'Ada', user_img: null });
  });

  it('gives the demo projects past setup a brief and features, once', async () => {
    await seed(h.db.prisma);
    const briefs = await h.db.prisma.projectBrief.count({
      where: { project: { owner: { email: demoAccount.email } } },
    });
    const features = await h.db.prisma.projectFeature.count({
      where: { project: { owner: { email: demoAccount.email } } },
    });
    expect({ briefs, features }).toEqual({ briefs: 2, features: 4 });
  });
});
