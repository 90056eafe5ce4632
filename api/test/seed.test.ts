import { demoAccount, seed } from '@platform/prisma';
import { describe, expect, it } from 'vitest';
import { bearer, logIn, postJson, useHarness } from './support/harness.js';

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
    // The prisma seed alone leaves none In Progress or Completed: a signed, paid contract puts one under way
    // and delivered, paid milestones complete another (api/src/data/demo-contract.ts and demo-delivery.ts,
    // tested in starting-data.test.ts).
    expect(new Set(projects.map((project) => project.status))).toEqual(new Set(['DRAFT', 'PENDING_REVIEW']));
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
    expect({ briefs, features }).toEqual({ briefs: 3, features: 7 });
  });

  it("keeps the demo briefs' saved versions, and the features' progress follows their linked tasks", async () => {
    await seed(h.db.prisma);
    const token = await logIn(h.app, demoAccount);
    const projectId = '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a01';
    const brief = (await (
      await h.app.request(`/api/get_project_brief/?project_id=${projectId}`, bearer(token))
    ).json()) as { brief: { version: number; project_brief_key_deliverables: string } };
    expect(brief.brief.version).toBe(2);
    expect(brief.brief.project_brief_key_deliverables).toContain('App store listings');
    const history = (await (
      await h.app.request(`/api/projects/${projectId}/brief-history/`, bearer(token))
    ).json()) as { versions: { version: number; changed_sections: string[] }[] };
    expect(history.versions.map((version) => version.changed_sections)).toEqual([
      ['Objectives', 'Target Audience'],
      ['Key Deliverables'],
    ]);
    const response = await postJson(
      h.app,
      '/api/get-project-features/',
      { project_id: '6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02' },
      `Bearer ${token}`,
    );
    const { features } = (await response.json()) as { features: { feature_progress: number }[] };
    expect(features.some((feature) => feature.feature_progress > 0)).toBe(true);
  });

  it('gives the demo projects past setup tasks in several columns, assigned, linked and with history, once', async () => {
    await seed(h.db.prisma);
    const token = await logIn(h.app, demoAccount);
    const board = (await (
      await h.app.request('/api/projects/6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02/tasks/', bearer(token))
    ).json()) as { tasks: { id: string; status: string; assignees: unknown[]; features: unknown[] }[] };
    expect(new Set(board.tasks.map((task) => task.status)).size).toBe(7);
    expect(board.tasks.every((task) => task.assignees.length === 1)).toBe(true);
    expect(board.tasks.some((task) => task.features.length > 0)).toBe(true);
    const approved = board.tasks.find((task) => task.status === 'Approved');
    const detail = (await (await h.app.request(`/api/tasks/${approved?.id}/`, bearer(token))).json()) as {
      history: { text: string }[];
    };
    expect(detail.history.map((entry) => entry.text)).toEqual([
      'created the Design task in Backlog',
      'assigned it to Ada Okafor',
      'linked it to Logo and Colour palette',
      'moved it from Backlog to In Progress',
      'moved it from In Progress to Ready for Review',
      'moved it from Ready for Review to Approved',
    ]);
    const bell = (await (await h.app.request('/api/notifications/', bearer(token))).json()) as {
      notifications: { title: string; link: string }[];
      unread_count: number;
    };
    expect(bell.unread_count).toBe(1);
    expect(bell.notifications[0]?.title).toBe('Ready for your review: Colour palette options');
    const review = board.tasks.find((task) => task.status === 'Ready for Review');
    expect(bell.notifications[0]?.link).toBe(
      `/project/workspace/6f1f8a52-3c1e-4c51-9a0e-5d1d2f6b7a02/brand-identity-refresh/task-details?task=${review?.id}`,
    );
    await seed(h.db.prisma);
    expect(await h.db.prisma.task.count()).toBe(10);
    expect(await h.db.prisma.notification.count()).toBe(1);
  });

  it('gives every demo project links, a pending review and meetings (one past with notes), once', async () => {
    await seed(h.db.prisma);
    await seed(h.db.prisma);
    const token = await logIn(h.app, demoAccount);
    const [project] = (await (await h.app.request('/api/all_projects/', bearer(token))).json()) as {
      id: string;
    }[];
    const id = project?.id ?? '';
    const links = (await (
      await h.app.request(`/api/projects/${id}/files/?tab=links`, bearer(token))
    ).json()) as {
      files: { name: string }[];
    };
    expect(links.files.map((file) => file.name).sort()).toEqual([
      'Brand guidelines',
      'Figma prototype',
      'Staging site',
    ]);
    const reviews = (await (await h.app.request(`/api/projects/${id}/reviews/`, bearer(token))).json()) as {
      counts: { pending: number };
    };
    expect(reviews.counts.pending).toBe(1);
    const notes = (await (
      await h.app.request(`/api/projects/${id}/meetings/?tab=notes`, bearer(token))
    ).json()) as {
      meetings: { title: string }[];
    };
    expect(notes.meetings.map((meeting) => meeting.title)).toEqual(['Project kickoff']);
  });
});
