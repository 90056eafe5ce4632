// Seeds a PostgreSQL database with the big-project bench's data (issue #33): 1,000 accounts owning 10,000
// projects, 100,000 tasks, 50,000 files, 1,000,000 activity rows spread over the accounts, and one project of
// 2,000 tasks. Written by the database itself (generate_series in INSERT ... SELECT), so it takes a minute,
// not hours. Rows are what the product writes for the same actions: the product's schema, gapless column
// positions, each activity row's audience its project's owner and members.
import pg from 'pg';

export const bigProjectAccount = { email: 'bench-big@example.com', password: 'Bench-pass-2026!' };
export const bigProjectName = 'Big Board';

export const bigSeed = {
  accounts: 1_000,
  projectsPerAccount: 10,
  tasks: 100_000,
  bigProjectTasks: 2_000,
  files: 50_000,
  bigProjectFiles: 2_000,
  activity: 1_000_000,
  bigProjectActivity: 100_000,
  /** The big project's team besides its owner. */
  bigProjectMembers: 20,
  bigProjectReviews: 300,
  bigProjectMeetings: 200,
  bigAccountNotifications: 5_000,
  notificationsPerAccount: 10,
};

const statuses = `(ARRAY['BACKLOG','TO_DO','IN_PROGRESS','READY_FOR_REVIEW','APPROVED','COMPLETED','BLOCKED']::task_status[])`;
const taskTypes = `(ARRAY['DESIGN','CODE','WRITE','REVIEW','SUPPORT','PRINT']::task_type[])`;

/**
 * The statements, in order. Account n is `bench-<n>@example.com` (account 1 is the big project's owner,
 * bench-big@example.com); its projects are numbered (n - 1) * 10 + 1 ... n * 10, project 1 the big one.
 * Every project has the next two accounts as members, the big one its next twenty.
 */
function statements(passwordHash) {
  const s = bigSeed;
  const projects = s.accounts * s.projectsPerAccount;
  // The small projects' shares: each project after the big one gets the same number of rows, the few left
  // over going to the first ones.
  const perProject = (total, big) => `${Math.floor((total - big) / (projects - 1))}`;
  return [
    `CREATE TEMP TABLE bench_users AS
       SELECT n, gen_random_uuid() AS id FROM generate_series(1, ${s.accounts}) AS n`,
    `INSERT INTO users (id, first_name, last_name, email, password_hash, email_verified_at, created_at, updated_at)
       SELECT id, 'Bench', 'User ' || n,
              CASE WHEN n = 1 THEN '${bigProjectAccount.email}' ELSE 'bench-' || n || '@example.com' END,
              '${passwordHash}', now(), now() - interval '1 year', now()
       FROM bench_users`,
    `INSERT INTO business_profiles (id, user_id, business_name, industry, address, number_of_team_members, created_at, updated_at)
       SELECT gen_random_uuid(), id, 'Bench Studio ' || n, 'Technology', 'Lagos', 5, now(), now() FROM bench_users`,
    `CREATE TEMP TABLE bench_projects AS
       SELECT p, gen_random_uuid() AS id, u.id AS owner_id, u.n AS owner_n
       FROM generate_series(1, ${projects}) AS p
       JOIN bench_users u ON u.n = (p - 1) / ${s.projectsPerAccount} + 1`,
    `INSERT INTO projects (id, owner_id, name, type, status, goal, created_at, updated_at)
       SELECT id, owner_id, CASE WHEN p = 1 THEN '${bigProjectName}' ELSE 'Project ' || p END,
              (ARRAY['DESIGN','DEVELOPMENT','DESIGN_AND_DEVELOPMENT']::project_type[])[p % 3 + 1],
              (ARRAY['DRAFT','PENDING_REVIEW','IN_PROGRESS','COMPLETED']::project_status[])[CASE WHEN p = 1 THEN 3 ELSE p % 4 + 1 END],
              'Goal of project ' || p, now() - interval '1 year', now() - p * interval '1 minute'
       FROM bench_projects`,
    // Members: two accounts on every project, twenty on the big one, with the levels an Editor is invited with.
    `CREATE TEMP TABLE bench_members AS
       SELECT bp.p, bp.id AS project_id, u.id AS user_id
       FROM bench_projects bp
       CROSS JOIN LATERAL generate_series(1, CASE WHEN bp.p = 1 THEN ${s.bigProjectMembers} ELSE 2 END) AS k
       JOIN bench_users u ON u.n = (bp.owner_n - 1 + k) % ${s.accounts} + 1`,
    `INSERT INTO project_members (project_id, user_id, role, access, overview_and_scope, task_and_workflow,
                                  files_and_documentation, team_management, budget_and_finance, invited_by_id)
       SELECT m.project_id, m.user_id, 'Editor', 'CUSTOM_PERMISSIONS', 'EDIT', 'EDIT', 'EDIT', 'VIEW', 'VIEW', bp.owner_id
       FROM bench_members m JOIN bench_projects bp ON bp.p = m.p`,
    `CREATE TEMP TABLE bench_audience AS
       SELECT bp.p, bp.owner_id, array_agg(m.user_id) || bp.owner_id AS audience
       FROM bench_projects bp JOIN bench_members m ON m.p = bp.p GROUP BY bp.p, bp.owner_id`,
    // Tasks: the big project's 2,000, then the same number in each other project; positions gapless per column.
    `CREATE TEMP TABLE bench_tasks AS
       SELECT gen_random_uuid() AS id, t.p, t.i
       FROM (
         SELECT 1 AS p, i FROM generate_series(1, ${s.bigProjectTasks}) AS i
         UNION ALL
         SELECT 2 + (i - 1) % ${projects - 1}, (i - 1) / ${projects - 1} + 1
         FROM generate_series(1, ${s.tasks - s.bigProjectTasks}) AS i
       ) AS t`,
    'CREATE INDEX ON bench_tasks (p, i)',
    `INSERT INTO tasks (id, project_id, name, type, description, status, position, created_by_id, created_at, updated_at)
       SELECT t.id, bp.id, 'Task ' || t.i, ${taskTypes}[t.i % 6 + 1], 'What task ' || t.i || ' delivers.',
              ${statuses}[t.i % 7 + 1],
              row_number() OVER (PARTITION BY t.p, t.i % 7 ORDER BY t.i) - 1,
              bp.owner_id, now() - t.i * interval '1 minute', now() - t.i * interval '1 minute'
       FROM bench_tasks t JOIN bench_projects bp ON bp.p = t.p`,
    // The big project's tasks are assigned round the team.
    `INSERT INTO task_assignees (task_id, user_id)
       SELECT t.id, m.user_id FROM bench_tasks t
       JOIN (SELECT user_id, row_number() OVER (ORDER BY user_id) - 1 AS k FROM bench_members WHERE p = 1) m
         ON m.k = t.i % ${s.bigProjectMembers}
       WHERE t.p = 1`,
    // Files: web links (a link has no bytes to keep beside the database), in the same proportions.
    `INSERT INTO project_resources (id, project_id, kind, name, url, owner_id, status, created_at, updated_at)
       SELECT gen_random_uuid(), bp.id, 'LINK', 'Reference ' || f.i, 'https://example.com/reference/' || f.i,
              bp.owner_id, (ARRAY['DRAFT','IN_REVIEW','APPROVED']::resource_status[])[f.i % 3 + 1],
              now() - f.i * interval '1 minute', now() - f.i * interval '1 minute'
       FROM (
         SELECT 1 AS p, i FROM generate_series(1, ${s.bigProjectFiles}) AS i
         UNION ALL
         SELECT 2 + (i - 1) % ${projects - 1}, (i - 1) / ${projects - 1} + 1
         FROM generate_series(1, ${s.files - s.bigProjectFiles}) AS i
       ) AS f JOIN bench_projects bp ON bp.p = f.p`,
    // Activity: task changes of each project's own tasks, in order, seen by the project's people.
    `INSERT INTO activity (project_id, actor_id, kind, subject_type, subject_id, summary, audience, created_at)
       SELECT bp.id, bp.owner_id, CASE WHEN a.i % 5 = 0 THEN 'task.created' ELSE 'task.moved' END, 'task',
              t.id::text,
              'Bench User ' || bp.owner_n || CASE WHEN a.i % 5 = 0 THEN ' created the task "Task ' || t.i || '"'
                ELSE ' moved "Task ' || t.i || '" to In Progress' END,
              au.audience, now() - (${s.activity} - a.n) * interval '1 second'
       FROM (
         SELECT n, 1 AS p, n AS i FROM generate_series(1, ${s.bigProjectActivity}) AS n
         UNION ALL
         SELECT ${s.bigProjectActivity} + n, 2 + (n - 1) % ${projects - 1}, (n - 1) / ${projects - 1} + 1
         FROM generate_series(1, ${s.activity - s.bigProjectActivity}) AS n
       ) AS a
       JOIN bench_projects bp ON bp.p = a.p
       JOIN bench_audience au ON au.p = a.p
       JOIN LATERAL (
         SELECT id, i FROM bench_tasks
         WHERE p = a.p AND i = (a.i - 1) % CASE WHEN a.p = 1 THEN ${s.bigProjectTasks} ELSE ${perProject(s.tasks, s.bigProjectTasks)} END + 1
       ) t ON true
       ORDER BY a.n`,
    `INSERT INTO reviews (id, project_id, name, deliverable_type, type, status, submitted_by_id, created_at, updated_at)
       SELECT gen_random_uuid(), bp.id, 'Deliverable ' || i, 'Design',
              (ARRAY['INTERNAL','CLIENT']::review_type[])[i % 2 + 1],
              (ARRAY['REVIEW','APPROVED','REJECTED']::review_status[])[i % 3 + 1],
              bp.owner_id, now() - i * interval '1 hour', now() - i * interval '1 hour'
       FROM generate_series(1, ${s.bigProjectReviews}) AS i JOIN bench_projects bp ON bp.p = 1`,
    `INSERT INTO meetings (id, project_id, title, link, starts_at, duration_minutes, entire_team, created_by_id, created_at, updated_at)
       SELECT gen_random_uuid(), bp.id, 'Weekly check-in ' || i, 'https://meet.example.com/bench-' || i,
              now() + (i - ${s.bigProjectMeetings / 2}) * interval '1 day', 30, true, bp.owner_id, now(), now()
       FROM generate_series(1, ${s.bigProjectMeetings}) AS i JOIN bench_projects bp ON bp.p = 1`,
    `INSERT INTO notifications (id, user_id, title, body, link, kind, read_at, created_at)
       SELECT gen_random_uuid(), u.id, 'Task assigned', 'Bench User 2 assigned you "Task ' || k || '"',
              NULL, 'tasks', CASE WHEN k % 3 = 0 THEN now() END, now() - k * interval '1 minute'
       FROM bench_users u
       CROSS JOIN LATERAL generate_series(1, CASE WHEN u.n = 1 THEN ${s.bigAccountNotifications} ELSE ${s.notificationsPerAccount} END) AS k`,
    'ANALYZE',
  ];
}

/** Migrates the empty database at `url` and fills it; returns the seconds each part took. */
export async function seedBigProjects(url) {
  // Imported here, not at the top: the migration engine needs --experimental-wasm-modules, which the
  // measurement importing this file's names runs without.
  const { hashPassword, migrate } = await import('@platform/prisma');
  await migrate(url);
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const started = performance.now();
  try {
    for (const sql of statements(await hashPassword(bigProjectAccount.password))) {
      await client.query(sql);
    }
  } finally {
    await client.end();
  }
  return { seconds: Math.round((performance.now() - started) / 100) / 10 };
}

// Run by big-project.mjs as `node --experimental-wasm-modules bench/big-project-seed.mjs <database url>`
// (the migration engine needs the flag); prints what it took as JSON.
if (import.meta.url === `file://${process.argv[1]}`) {
  console.log(JSON.stringify(await seedBigProjects(process.argv[2])));
}
