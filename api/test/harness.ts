import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { hashPassword } from '@platform/db';
import type { Database } from '@platform/db';
import { openTestDatabase } from '@platform/db/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../src/app.js';
import type { App } from '../src/app.js';
import type { AppDeps } from '../src/deps.js';

export const appSecret = 'test-secret-test-secret-test-secret-0123';

export interface Harness {
  app: App;
  db: Database;
  deps: AppDeps;
  /** Request log lines, newest last. */
  logs: string[];
  /** Moves the app's clock. */
  setNow(date: Date): void;
  /** Folders the app serves, created empty for this file. */
  releasesDir: string;
  shellDist: string;
}

/**
 * The app on a fresh, migrated database of its own, for one test file. Call at the top of the file;
 * the fields are filled before the first test runs.
 */
export function useHarness(overrides: Partial<AppDeps> = {}): Harness {
  const harness = { logs: [] as string[] } as unknown as Harness;
  let now = new Date();
  let folders: string;
  beforeAll(async () => {
    folders = mkdtempSync(join(tmpdir(), 'platform-api-test-'));
    harness.releasesDir = join(folders, 'releases');
    harness.shellDist = join(folders, 'shell-dist');
    harness.db = await openTestDatabase(inject('databaseTemplate'));
    harness.deps = {
      prisma: harness.db.prisma,
      appSecret,
      releasesDir: harness.releasesDir,
      shellDist: harness.shellDist,
      devRemotesRoot: null,
      now: () => now,
      log: (line) => harness.logs.push(line),
      ...overrides,
    };
    harness.setNow = (date) => {
      now = date;
    };
    harness.app = createApp(harness.deps);
  });
  afterAll(async () => {
    await harness.db?.close();
    rmSync(folders, { recursive: true, force: true });
  });
  return harness;
}

export interface TestUser {
  email: string;
  password: string;
  id: string;
}

let userCount = 0;

/** A user that can log in; verified and with a business profile unless told otherwise. */
export async function createUser(
  db: Database,
  options: { verified?: boolean; profile?: boolean; password?: string } = {},
): Promise<TestUser> {
  userCount += 1;
  const email = `user${userCount}-${Date.now()}@example.com`;
  const password = options.password ?? 'Correct-horse-1!';
  const user = await db.prisma.user.create({
    data: {
      email,
      firstName: `First${userCount}`,
      lastName: 'Tester',
      passwordHash: await hashPassword(password),
      emailVerifiedAt: options.verified === false ? null : new Date(),
      ...(options.profile === false
        ? {}
        : {
            businessProfile: {
              create: { businessName: 'Acme', industry: 'Retail', address: 'Lagos', numberOfTeamMembers: 3 },
            },
          }),
    },
  });
  return { email, password, id: user.id };
}

export async function formToken(app: App): Promise<string> {
  const response = await app.request('/api/get-form-token');
  return ((await response.json()) as { formToken: string }).formToken;
}

export function postJson(app: App, path: string, body: unknown, authorization?: string) {
  return app.request(path, {
    method: 'POST',
    headers: {
      'Content-Type': 'application/json',
      ...(authorization ? { Authorization: authorization } : {}),
    },
    body: JSON.stringify(body),
  });
}

/** Logs the user in through the API and returns the access token. */
export async function logIn(app: App, user: { email: string; password: string }): Promise<string> {
  const response = await postJson(
    app,
    '/api/login/',
    { email: user.email, pwd: user.password, screen_width: 1440 },
    await formToken(app),
  );
  return ((await response.json()) as { access_token: string }).access_token;
}

export const bearer = (token: string) => ({ headers: { Authorization: `Bearer ${token}` } });
