// Seeds the project-list benchmark's database (run by project-list.mjs with --experimental-wasm-modules,
// which the migration engine needs): users with 5 and with 5,000 projects. Prints what the measurement
// needs as JSON.
import { randomUUID } from 'node:crypto';
import { hashPassword, migrate, openDatabase } from '@platform/prisma';

const [dataDir] = process.argv.slice(2);
const password = 'Bench-pass-2026!';
/**
 * The users compared: a few projects; thousands, some opened (so the first page comes from the opened
 * part of the list); thousands never opened (so it comes from the other part).
 */
const cases = [
  { key: '5', count: 5, opened: 2 },
  { key: '5000', count: 5000, opened: 50 },
  { key: '5000-unopened', count: 5000, opened: 0 },
];
/** How deep the deep-page measurement starts, in list order. */
const deepPosition = 2000;

const db = await openDatabase({ dataDir });
try {
  await migrate(db.url);
  const now = Date.now();
  const users = [];
  for (const { key, count, opened } of cases) {
    const email = `bench-${key}@example.com`;
    const user = await db.prisma.user.create({
      data: {
        email,
        firstName: 'Bench',
        lastName: key,
        passwordHash: await hashPassword(password),
        emailVerifiedAt: new Date(now),
        businessProfile: {
          create: { businessName: 'Bench Ltd', industry: 'Retail', address: 'Lagos', numberOfTeamMembers: 2 },
        },
      },
    });
    // Newest first: project i was last updated i minutes ago; the first ones were also opened, i seconds ago.
    const projects = Array.from({ length: count }, (_, i) => ({
      id: randomUUID(),
      ownerId: user.id,
      name: `Project ${i + 1}`,
      type: ['DESIGN', 'DEVELOPMENT', 'DESIGN_AND_DEVELOPMENT'][i % 3],
      status: ['DRAFT', 'PENDING_REVIEW', 'IN_PROGRESS', 'COMPLETED'][i % 4],
      goal: i % 2 === 0 ? `Goal of project ${i + 1}` : null,
      updatedAt: new Date(now - i * 60_000),
    }));
    await db.prisma.project.createMany({ data: projects });
    await db.prisma.projectView.createMany({
      data: projects.slice(0, opened).map((project, i) => ({
        userId: user.id,
        projectId: project.id,
        viewedAt: new Date(now - i * 1000),
      })),
    });
    users.push({ email, password, count, opened, deepAfter: projects[deepPosition - 1]?.id ?? null });
  }
  console.log(JSON.stringify({ users }));
} finally {
  await db.close();
}
