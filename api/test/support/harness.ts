import { randomBytes, scrypt } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Database } from '@platform/prisma';
import { openTestDatabase } from '@platform/prisma/testing';
import { afterAll, beforeAll, inject } from 'vitest';
import { createApp } from '../../src/app.js';
import { checkResponses } from './response-validation.js';
import { BackgroundWork } from '../../src/platform/background/background-work.js';
import { developmentSeller } from '../../src/billing/subscriptions/seller.js';
import { SessionCache } from '../../src/platform/sessions/session-cache.js';
import { AnswerCache } from '../../src/platform/http/answer-cache.js';
import { createEmbeddedAssistant } from '../../src/workspace/assistant/embedded/embedded-assistant.js';
import { DiskByteStore } from '../../src/platform/byte-store/byte-store.js';
import { listenForActivity } from '../../src/workspace/events/activity-listener.js';
import type { ActivityListener } from '../../src/workspace/events/activity-listener.js';
import { checkLedger } from '../../src/billing/ledger/ledger-check.js';
import {
  TestCheckoutProvider,
  testProviderSecret,
} from '../../src/billing/payments/test-checkout-provider.js';
import type { App } from '../../src/app.js';
import type { AppDeps } from '../../src/deps.js';
import { MemoryMailbox } from './memory-mailbox.js';

export const appSecret = 'test-secret-test-secret-test-secret-0123';

/** The app on a private database, with a clock and folders the test controls. */
export class Harness {
  /** Request log lines, newest last. */
  readonly logs: string[] = [];
  private readonly folder = mkdtempSync(join(tmpdir(), 'platform-api-test-'));
  /** Folders the app serves or stores in, empty at first. */
  readonly releasesDir = join(this.folder, 'releases');
  readonly shellDist = join(this.folder, 'shell-dist');
  readonly uploadsDir = join(this.folder, 'uploads');
  /** Every e-mail the app sends; also what the dev mailbox page lists. */
  readonly mail = new MemoryMailbox();
  private now = new Date();
  private opened: { db: Database; deps: AppDeps; app: App; live: ActivityListener } | null = null;

  /** `overrides` replace dependencies when the app opens, e.g. Google sign-in against a local provider. */
  constructor(private readonly overrides: () => Partial<AppDeps> = () => ({})) {}

  async open(): Promise<void> {
    const db = await openTestDatabase(inject('databaseTemplate'));
    const live = await listenForActivity(
      db,
      (line) => this.logs.push(line),
      () => this.now,
    );
    const deps: AppDeps = {
      prisma: db.prisma,
      sessionCache: new SessionCache(),
      // On, as in production: the whole suite is what finds a read answered from before a change.
      answerCache: new AnswerCache(db.dataVersion),
      activityFeed: live.feed,
      background: new BackgroundWork(),
      appSecret,
      releasesDir: this.releasesDir,
      shellDist: this.shellDist,
      devRemotesRoot: null,
      assistant: createEmbeddedAssistant(),
      mailer: this.mail,
      devMailbox: this.mail,
      publicUrl: 'http://localhost:3000',
      google: null,
      byteStore: new DiskByteStore(this.uploadsDir),
      trustProxy: false,
      payments: new TestCheckoutProvider(db.prisma, testProviderSecret(appSecret), 'http://localhost:3000'),
      seller: developmentSeller,
      now: () => this.now,
      log: (line) => this.logs.push(line),
      ...this.overrides(),
    };
    // Every answer a test gets is checked against the OpenAPI document (response-validation.ts).
    this.opened = { db, deps, app: checkResponses(createApp(deps)), live };
  }

  /**
   * The ledger check (npm run ledger:check) on this file's database before it closes: every test file of the
   * suite, on PGlite and on PostgreSQL, ends with its books balanced, whatever its money did.
   */
  async close(): Promise<void> {
    // As a stopping server does: work a request left running finishes on this database, not the next file's.
    await this.opened?.deps.background.settled();
    await this.opened?.live.stop();
    const problems = this.opened ? await checkLedger(this.opened.db.prisma) : [];
    await this.opened?.db.close();
    // The suite's one process keeps each file's modules, and so this harness: it lets go of its app and data.
    this.opened = null;
    rmSync(this.folder, { recursive: true, force: true });
    if (problems.length > 0) throw new Error(`The ledger does not hold:\n${problems.join('\n')}`);
  }

  private get ready() {
    if (!this.opened) throw new Error('The harness opens in beforeAll; use it inside tests and hooks.');
    return this.opened;
  }

  get app(): App {
    return this.ready.app;
  }

  get db(): Database {
    return this.ready.db;
  }

  get deps(): AppDeps {
    return this.ready.deps;
  }

  /** Moves the app's clock. */
  setNow(date: Date): void {
    this.now = date;
  }
}

/** A harness for one test file, on a fresh migrated database. Call it at the top of the file. */
export function useHarness(overrides?: () => Partial<AppDeps>): Harness {
  const harness = new Harness(overrides);
  beforeAll(() => harness.open());
  afterAll(() => harness.close());
  return harness;
}

export interface TestUser {
  email: string;
  password: string;
  id: string;
}

let userCount = 0;

/**
 * A fixture user's password hash: the product's stored form (`scrypt$N$r$p$salt$hash`, which sign-in checks
 * with the product's own `verifyPassword`) at N = 2^10 instead of the product's 2^15 (~0.1 s of CPU a hash,
 * paid at each fixture user and at each of their sign-ins). Registration, resets and password changes hash
 * at the product's cost in their tests (docs/decisions.md, "CI in two lanes").
 */
export async function fixturePasswordHash(password: string): Promise<string> {
  const cost = { N: 2 ** 10, r: 8, p: 1 };
  const salt = randomBytes(16);
  const key = await new Promise<Buffer>((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, 64, cost, (error, derived) =>
      error ? reject(error) : resolve(derived),
    ),
  );
  return ['scrypt', cost.N, cost.r, cost.p, salt.toString('base64url'), key.toString('base64url')].join('$');
}

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
      passwordHash: await fixturePasswordHash(password),
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
