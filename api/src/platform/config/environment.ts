import { isIP } from 'node:net';
import { availableParallelism } from 'node:os';
import { z } from 'zod';
import { isLoopback } from '../http/loopback.js';
import { DEFAULT_ROLLBACK_RULE } from '../remotes/rollback-rule.js';
import {
  flag,
  oneOf,
  plain,
  plainOr,
  token,
  trimmed,
  url,
  urlText,
  wholeNumber,
} from './environment-fields.js';
import { PAYSTACK_WEBHOOK_IPS } from '../../billing/payments/paystack-addresses.js';

/** `paystack` (its documented webhook addresses) or IP addresses separated by commas; unset is null. */
const addressList = () =>
  trimmed().transform((value, ctx): readonly string[] | null => {
    if (value === undefined) return null;
    if (value === 'paystack') return PAYSTACK_WEBHOOK_IPS;
    const addresses = value.split(',').map((address) => address.trim());
    const wrong = addresses.filter((address) => isIP(address) === 0);
    if (wrong.length === 0) return addresses;
    ctx.addIssue({
      code: 'custom',
      message: `must be "paystack" or IP addresses separated by commas, not "${wrong[0]}".`,
    });
    return z.NEVER;
  });

/*
 * Every environment variable the API reads, in one schema: the only place that touches `process.env`
 * (eslint.config.js holds the rest of the API to that). The parsed, typed object goes to the loaders
 * (`loadConfig`, `accountsDepsFromEnv`, ...); a bad start names every problem at once. The README's
 * "Environment" table is written from the `documentation` below (`npm run env:table`).
 */

/** A setting the server cannot start with; its message is all the operator needs. */
export class ConfigError extends Error {}

/** What the README's table says of a variable. */
export interface VariableDocumentation {
  /** The default in words, when the schema's own default says too little or nothing ("number of cores"). */
  default?: string;
  description: string;
}

export const documentation = z.registry<VariableDocumentation>();

function doc<Schema extends z.ZodType>(schema: Schema, entry: VariableDocumentation): Schema {
  documentation.add(schema as z.ZodType, entry);
  return schema;
}

/** Production refuses to start without these; each with the reason the error gives. */
export const requiredInProduction = {
  APP_SECRET: 'the same in every API process; e.g. `openssl rand -base64 48`',
  PUBLIC_URL: 'links in e-mails are built on it',
  SMTP_URL: 'sign-up codes and reset links go by e-mail',
  SELLER_LEGAL_NAME: 'every invoice names its seller, as registered',
  SELLER_ADDRESS: "every invoice gives the seller's registered address",
  SELLER_TAX_ID: "every invoice gives the seller's tax identification number (TIN)",
} as const;

const web = ['https:', 'http:'] as const;

const variables = z.object({
  PORT: doc(wholeNumber(3000, 0, 65535, 'a port number'), {
    description: 'port of the API, which also serves the front ends',
  }),
  HOST: doc(plainOr('127.0.0.1'), {
    description:
      'interface to listen on; `0.0.0.0` (or `::`) to be reached from other machines, which also removes the development mailbox (`/api/dev/mailbox`)',
  }),
  WORKERS: doc(wholeNumber(availableParallelism(), 1, 64), {
    default: 'number of cores',
    description:
      'API processes `npm run start:cluster` runs on `PORT` (needs `DATABASE_URL`; docs/deployment.md)',
  }),
  NODE_ENV: doc(plain(), {
    default: '`development`',
    description:
      '`production` turns off seeding and the demo account, refuses the embedded test checkout and requires the variables marked "yes"',
  }),
  APP_SECRET: doc(
    plain().refine((value) => value === undefined || value.length >= 32, {
      message: 'must be at least 32 characters long.',
    }),
    {
      default: 'generated in `DATA_DIR` (development)',
      description:
        'key (32+ characters, the same for every API process) that signs form tokens and keys the e-mail code hashes',
    },
  ),
  DATABASE_URL: doc(urlText(['postgresql:', 'postgres:']), {
    description: 'a real PostgreSQL (`postgresql://user:pass@host:5432/db`); unset means the embedded PGlite',
  }),
  DATA_DIR: doc(plain(), {
    default: '`data/`',
    description: 'where the embedded database, uploads, development e-mail and the development secret live',
  }),
  RELEASES_DIR: doc(plain(), {
    default: '`releases/`',
    description:
      "this host's published remote builds (with `S3_BUCKET`, its cache of the bucket's) and, on the embedded database, the remote registry `registry.json`",
  }),
  SHELL_DIST: doc(plain(), {
    default: '`shell/dist`',
    description: 'the built shell the API serves at `/`',
  }),
  REMOTES_DEV: doc(flag(), {
    description: '`1`: every remote is version `dev`, served from `<package>/dist` (set by `npm run dev`)',
  }),
  PUBLIC_URL: doc(url(web), {
    default: '`http://localhost:<PORT>`',
    description: "where users reach the site; links in e-mails and Google's return are built on it",
  }),
  TRUST_PROXY: doc(flag(), {
    description: '`1` behind one reverse proxy: rate limits use the address in its X-Forwarded-For',
  }),
  SMTP_URL: doc(
    url(['smtp:', 'smtps:']).transform((value) => value?.href),
    {
      description:
        'SMTP server for e-mail (`smtp://user:pass@host:587`); unset keeps mail in `DATA_DIR/mail` and lists it at `/api/dev/mailbox` to requests from this machine with the token `npm start` prints (development only, `HOST` on loopback)',
    },
  ),
  MAIL_FROM: doc(plain(), {
    default: '`Buildbay <no-reply@<PUBLIC_URL host>>`',
    description: 'sender of the e-mails',
  }),
  GOOGLE_CLIENT_ID: doc(plain(), {
    description:
      'Google sign-in (OpenID Connect), with `GOOGLE_CLIENT_SECRET`; the return address to register is `<PUBLIC_URL>/api/google-login/callback`',
  }),
  GOOGLE_CLIENT_SECRET: doc(plain(), {
    description: 'the secret of `GOOGLE_CLIENT_ID` (both or neither)',
  }),
  GOOGLE_ISSUER: doc(
    url(web)
      .refine(
        (issuer) => issuer === undefined || issuer.protocol === 'https:' || isLoopback(issuer.hostname),
        {
          message: 'must use https:// unless it is on localhost.',
        },
      )
      .transform((issuer) => (issuer?.href ?? 'https://accounts.google.com').replace(/\/$/, '')),
    {
      description:
        'the OpenID provider of the sign-in (any other works too; plain http only on this machine)',
    },
  ),
  PAYSTACK_SECRET_KEY: doc(plain(), {
    description:
      'Paystack for payments (docs/billing.md); unset, development uses the embedded test checkout (Pay / Decline) and production takes no payments',
  }),
  PAYSTACK_BASE_URL: doc(
    urlText(web).transform((value) => value ?? 'https://api.paystack.co'),
    {
      description: "another Paystack endpoint (a proxy, the tests' local Paystack)",
    },
  ),
  SELLER_LEGAL_NAME: doc(trimmed(), {
    default: '`Buildbay Technologies Ltd` (development)',
    description: 'the legal name of the business that issues the invoices (docs/billing.md)',
  }),
  SELLER_ADDRESS: doc(trimmed(), {
    default: 'an example Lagos address (development)',
    description: "the seller's registered address, printed on every invoice and credit note",
  }),
  SELLER_TAX_ID: doc(trimmed(), {
    default: 'an example TIN (development)',
    description:
      "the seller's tax identification number (FIRS TIN), printed on every invoice and credit note",
  }),
  PAYSTACK_WEBHOOK_IPS: doc(addressList(), {
    description:
      "the only addresses that may deliver payment webhooks: `paystack` for Paystack's documented ones, or addresses separated by commas; unset, any address (the signature decides). Behind a proxy, with `TRUST_PROXY=1`",
  }),
  S3_BUCKET: doc(trimmed(), {
    description:
      'keep every stored byte (project files, task attachments, profile pictures, exports, remote builds) in this S3-compatible bucket instead of `DATA_DIR/uploads`, so several hosts share them (objects stay private; downloads go through the API)',
  }),
  S3_ENDPOINT: doc(urlText(web), {
    default: 'AWS',
    description: 'the S3-compatible server (MinIO, R2...; path-style addressing)',
  }),
  S3_REGION: doc(plainOr('us-east-1'), { description: "the bucket's region" }),
  S3_FORCE_PATH_STYLE: doc(flag(), {
    default: '`1` with `S3_ENDPOINT`',
    description: '`1`: address the bucket in the path (`host/bucket/key`) rather than the host name',
  }),
  S3_ACCESS_KEY_ID: doc(plain(), {
    default: "the SDK's usual chain",
    description: "the bucket's key id (with `S3_SECRET_ACCESS_KEY`, both or neither)",
  }),
  S3_SECRET_ACCESS_KEY: doc(plain(), {
    default: "the SDK's usual chain",
    description: 'the secret of `S3_ACCESS_KEY_ID`',
  }),
  S3_PREFIX: doc(plain(), { default: 'none', description: 'folder inside the bucket' }),
  ASSISTANT_BASE_URL: doc(
    trimmed().refine((value) => value === undefined || /^https?:\/\/\S+$/.test(value), {
      error: (issue) => `must be an http(s) URL, not "${String(issue.input)}".`,
    }),
    {
      description:
        "an OpenAI-compatible API (`https://api.openai.com/v1`, `http://127.0.0.1:11434/v1`...) that words the assistant's replies and reads chat messages it did not understand; unset keeps the embedded assistant alone",
    },
  ),
  ASSISTANT_MODEL: doc(trimmed(), {
    description: 'the model to ask (required with `ASSISTANT_BASE_URL`)',
  }),
  ASSISTANT_API_KEY: doc(trimmed(), { description: 'bearer key of that API, if it needs one' }),
  ASSISTANT_TIMEOUT_MS: doc(wholeNumber(15_000, 1, undefined, 'a whole number of milliseconds'), {
    description: 'how long a reply may take before the embedded wording is used instead',
  }),
  ANSWER_CACHE: doc(oneOf(['on', 'off'], 'on'), {
    description:
      '`off`: every signed-in read runs its queries again, instead of answering from memory while nothing changed, for at most a second (docs/decisions.md, "Signed-in reads answered from memory")',
  }),
  METRICS_TOKEN: doc(token(), {
    description:
      'bearer token (16+ characters) for `GET /metrics`; unset, only this machine may scrape it, not through a proxy (docs/operations.md)',
  }),
  OPS_TOKEN: doc(token(), {
    description:
      'bearer token (16+ characters) of the ops page `/ops` and its `/api/ops/*` calls; unset, there is no ops page',
  }),
  ROLLBACK_AUTOMATIC: doc(oneOf(['on', 'off'], 'on'), {
    description: '`off`: canaries are never dropped automatically (docs/operations.md)',
  }),
  ROLLBACK_WINDOW_MINUTES: doc(wholeNumber(DEFAULT_ROLLBACK_RULE.windowMinutes, 1, 60), {
    description: "minutes of a canary's sessions the automatic rollback judges",
  }),
  ROLLBACK_MARGIN_POINTS: doc(wholeNumber(DEFAULT_ROLLBACK_RULE.marginPoints, 0, 100), {
    description: "percentage points a canary's error rate may be above the live build's",
  }),
  ROLLBACK_MIN_SESSIONS: doc(wholeNumber(DEFAULT_ROLLBACK_RULE.minSessions, 1, 100_000), {
    description: 'sessions a canary needs in the window before it is judged',
  }),
});

/** A rule across variables; it only asks whether a variable is set, so a variable's own failure cannot upset it. */
interface Rule {
  holds: (env: Record<string, unknown>) => boolean;
  /** The variable the message follows, or none when the message names them itself. */
  variable?: string;
  message: string;
}

const rules: Rule[] = [
  ...Object.entries(requiredInProduction).map(([variable, why]) => ({
    holds: (env: Record<string, unknown>) => env.NODE_ENV !== 'production' || env[variable] !== undefined,
    variable,
    message: `is required in production (${why}).`,
  })),
  {
    holds: (env) => !env.GOOGLE_CLIENT_ID === !env.GOOGLE_CLIENT_SECRET,
    message: 'Set both GOOGLE_CLIENT_ID and GOOGLE_CLIENT_SECRET, or neither.',
  },
  {
    holds: (env) => !env.S3_ACCESS_KEY_ID === !env.S3_SECRET_ACCESS_KEY,
    message: 'S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together.',
  },
  {
    holds: (env) => !env.ASSISTANT_BASE_URL || Boolean(env.ASSISTANT_MODEL),
    variable: 'ASSISTANT_MODEL',
    message: 'is required with ASSISTANT_BASE_URL (e.g. gpt-4o-mini).',
  },
];

/** The variables and the rules across them; `when` runs every rule even after a variable failed. */
export const environmentSchema = rules.reduce(
  (schema, { holds, variable, message }) =>
    schema.refine(holds, { when: () => true, message, path: variable ? [variable] : [] }),
  variables,
);

/** The API's settings, typed, defaults applied. */
export type Environment = z.output<typeof environmentSchema>;

/** The variables as the process has them: unset or text. */
export type RawEnvironment = Record<string, string | undefined>;

/** A problem as the operator reads it: a variable's own problem after its name, a rule as a sentence. */
const problem = (issue: z.core.$ZodIssue) =>
  issue.path.length > 0 ? `${String(issue.path[0])} ${issue.message}` : issue.message;

/** The typed settings, or a ConfigError that lists every problem, one line each. Empty means unset. */
export function parseEnvironment(raw: RawEnvironment): Environment {
  const given = Object.fromEntries(Object.entries(raw).filter(([, value]) => value !== ''));
  const result = environmentSchema.safeParse(given);
  if (result.success) return result.data;
  const lines = result.error.issues.flatMap((issue) => problem(issue).split('\n'));
  throw new ConfigError(
    lines.length === 1
      ? lines[0]
      : `The environment has ${lines.length} problems (README "Environment"):\n${lines.map((line) => `- ${line}`).join('\n')}`,
  );
}

/** This process's environment, parsed: the programs' (server.ts, cluster.ts) one read of `process.env`. */
export const readEnvironment = (): Environment => parseEnvironment(process.env);
