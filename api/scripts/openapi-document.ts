import { writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import type { PrismaClient } from '@platform/prisma';
import { createApp } from '../src/app.js';
import { BackgroundWork } from '../src/platform/background/background-work.js';
import { SessionCache } from '../src/platform/sessions/session-cache.js';
import { createEmbeddedAssistant } from '../src/workspace/assistant/embedded/embedded-assistant.js';
import { developmentSeller } from '../src/billing/subscriptions/seller.js';
import type { AppDeps } from '../src/deps.js';
import { openApiDocument } from '../src/platform/docs/openapi-document.js';
import { DiskByteStore } from '../src/platform/byte-store/byte-store.js';

/**
 * The app as production would build it, only to read its route declarations: no request is served, so
 * nothing here opens a database, a mailer or a folder.
 */
function documentOnlyDeps(): AppDeps {
  const unused = (what: string) =>
    new Proxy(
      {},
      {
        get() {
          throw new Error(`The OpenAPI document is built without ${what}.`);
        },
      },
    );
  return {
    prisma: unused('a database') as PrismaClient,
    sessionCache: new SessionCache(),
    activityFeed: unused('a live feed') as AppDeps['activityFeed'],
    background: new BackgroundWork(),
    appSecret: 'openapi-document-only-openapi-document-only',
    releasesDir: '/nonexistent/releases',
    shellDist: '/nonexistent/shell',
    devRemotesRoot: null,
    assistant: createEmbeddedAssistant(),
    mailer: unused('a mailer') as AppDeps['mailer'],
    devMailbox: null,
    publicUrl: 'http://localhost:3000',
    seller: developmentSeller,
    google: null,
    byteStore: new DiskByteStore('/nonexistent/uploads'),
    trustProxy: false,
    payments: unused('a payment provider') as AppDeps['payments'],
    now: () => new Date(),
    log: () => undefined,
  };
}

/** The app with its route declarations (and their schemas), for reading them: it serves nothing. */
export const declarationsOnlyApp = () => createApp(documentOnlyDeps());

/** The OpenAPI document `/api/openapi.json` serves, built from the route declarations alone. */
export const routesDocument = () => {
  const deps = documentOnlyDeps();
  return openApiDocument(createApp(deps), deps.publicUrl);
};

// `tsx scripts/openapi-document.ts <file>` writes it, for tools that read a file (Spectral, client generators).
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [file] = process.argv.slice(2);
  if (!file) throw new Error('Usage: tsx scripts/openapi-document.ts <output.json>');
  await writeFile(file, `${JSON.stringify(routesDocument(), null, 2)}\n`);
}
