import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { environmentSchema, parseEnvironment } from '../src/platform/config/environment.js';

/*
 * Docker cannot run on the machines that build this product, so the image and the compose file are kept true
 * by reading them: against the environment schema (every variable they set exists and parses, production's
 * required ones included), against scripts/scale-out/run.sh (the image starts the API with the very command
 * CI runs two of) and against scripts/scale-out/nginx.conf (the same proxying).
 */

const repoFile = (path: string) =>
  readFileSync(fileURLToPath(new URL(`../../${path}`, import.meta.url)), 'utf8');
const dockerfile = repoFile('Dockerfile');
const compose = parse(repoFile('compose.yaml'), { merge: true }) as Compose;
const scaleOut = repoFile('scripts/scale-out/run.sh');
const variables = new Set(Object.keys(environmentSchema.shape));

interface Service {
  image?: string;
  build?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, unknown> | string[];
  configs?: { source: string; target: string }[];
}
interface Compose {
  services: Record<string, Service>;
  configs: Record<string, { content: string }>;
}

/** Instructions of the last stage: what the running container is. */
const stages = dockerfile
  .replace(/\\\n\s*/g, ' ')
  .split('\n')
  .filter((line) => line.trim() && !line.trim().startsWith('#'))
  .reduce<string[][]>((all, line) => {
    if (line.startsWith('FROM ')) all.push([]);
    all.at(-1)?.push(line.trim());
    return all;
  }, []);
const runtime = stages.at(-1) ?? [];
const instruction = (name: string) => runtime.filter((line) => line.startsWith(`${name} `));

/** `${NAME:?message}` and `${NAME:-default}` as compose fills them, with a value for the required ones. */
const interpolate = (value: string) =>
  value.replace(/\$\{(\w+):([?-])([^}]*)\}/g, (_, name: string, kind: string, fallback: string) =>
    kind === '-'
      ? fallback
      : name === 'APP_SECRET'
        ? 'a-secret-of-at-least-32-characters-0123'
        : 'smtp://mail.example.com:587',
  );

/** The directives of nginx's `location / { ... }` block, one string each. */
const locationDirectives = (config: string) =>
  (/location \/ \{([^}]*)\}/.exec(config)?.[1] ?? '')
    .split(';')
    .map((line) => line.replace(/#.*$/gm, '').replace(/\s+/g, ' ').trim())
    .filter(Boolean);

describe('the container image (Dockerfile)', () => {
  it('builds in stages from node:20-bookworm-slim and ships production dependencies only', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2);
    for (const stage of stages) expect(stage[0]).toMatch(/^FROM node:20-bookworm-slim( AS [\w-]+)?$/);
    expect(dockerfile).toMatch(/RUN npm ci --omit=dev\b/);
    const workspaces = (JSON.parse(repoFile('package.json')) as { workspaces: string[] }).workspaces;
    for (const workspace of workspaces) {
      expect(dockerfile, `${workspace}/package.json is copied for npm ci`).toContain(
        `COPY ${workspace}/package.json ${workspace}/`,
      );
    }
  });

  it('runs as the unprivileged node user, checks /api/health and stops on SIGTERM', () => {
    expect(instruction('USER')).toEqual(['USER node']);
    expect(instruction('HEALTHCHECK').join(' ')).toContain("/api/health'");
    expect(instruction('STOPSIGNAL')).toEqual(['STOPSIGNAL SIGTERM']);
    expect(repoFile('api/src/server.ts')).toContain("process.once('SIGTERM', stop);");
  });

  it('starts the API with the command the scale-out script runs', () => {
    const [cmd] = instruction('CMD');
    const command = (JSON.parse(cmd?.slice('CMD '.length) ?? '[]') as string[]).join(' ');
    expect(command).toBe(
      'node --experimental-wasm-modules --disable-warning=ExperimentalWarning --max-semi-space-size=64 api/dist/server.js',
    );
    expect(scaleOut).toContain(command);
  });

  it('sets only variables of the environment schema, with values it accepts', () => {
    const env = Object.fromEntries(
      instruction('ENV')
        .flatMap((line) => line.slice('ENV '.length).trim().split(/\s+/))
        .map((pair) => pair.split('=') as [string, string]),
    );
    expect(Object.keys(env).filter((name) => !variables.has(name))).toEqual([]);
    expect(() => parseEnvironment({ ...env, NODE_ENV: 'development' })).not.toThrow();
  });
});

describe('the compose file (compose.yaml)', () => {
  const apis = Object.entries(compose.services).filter(([, service]) => service.build === '.');

  it('has nginx, two API containers of the image, PostgreSQL and MinIO', () => {
    expect(Object.keys(compose.services)).toEqual(
      expect.arrayContaining(['nginx', 'api-1', 'api-2', 'postgres', 'minio']),
    );
    expect(apis.map(([name]) => name)).toEqual(['api-1', 'api-2']);
    expect(compose.services.nginx?.image).toMatch(/^nginx:/);
    expect(compose.services.postgres?.image).toMatch(/^postgres:/);
    expect(compose.services.minio?.image).toMatch(/^minio\/minio/);
  });

  it("gives each API container the schema's variables, production-ready, on the shared database and bucket", () => {
    expect(apis).toHaveLength(2);
    for (const [name, service] of apis) {
      const env = Object.fromEntries(
        Object.entries(service.environment ?? {}).map(([key, value]) => [key, interpolate(String(value))]),
      );
      expect(
        Object.keys(env).filter((key) => !variables.has(key)),
        name,
      ).toEqual([]);
      const parsed = parseEnvironment(env);
      expect(parsed.NODE_ENV).toBe('production');
      expect(new URL(parsed.DATABASE_URL ?? '').hostname).toBe('postgres');
      expect(new URL(parsed.S3_ENDPOINT ?? '').hostname).toBe('minio');
      expect(parsed.S3_BUCKET).toBeTruthy();
      expect(parsed.TRUST_PROXY).toBe(true);
    }
  });

  it('keeps each API container in folders of its own, as separate hosts', () => {
    expect(apis).toHaveLength(2);
    const volumes = apis.map(([, service]) => service.volumes?.[0]?.split(':')[0]);
    expect(new Set(volumes).size).toBe(apis.length);
    for (const [, service] of apis) expect(service.volumes?.[0]).toMatch(/:\/var\/lib\/platform$/);
    expect(dockerfile).toContain('DATA_DIR=/var/lib/platform/data');
    expect(dockerfile).toContain('RELEASES_DIR=/var/lib/platform/releases');
  });

  it('proxies like scripts/scale-out/nginx.conf, to every API container', () => {
    const config = compose.configs.nginx?.content.replaceAll('$$', '$') ?? '';
    const scaleOutConfig = repoFile('scripts/scale-out/nginx.conf');
    expect(locationDirectives(config)).toEqual(locationDirectives(scaleOutConfig));
    for (const [name] of apis) expect(config).toContain(`server ${name}:3000`);
    expect(config).toContain(/client_max_body_size \S+;/.exec(scaleOutConfig)?.[0]);
  });
});

describe('the scale-out script (scripts/scale-out/run.sh)', () => {
  it('sets only variables of the environment schema for the API processes', () => {
    const exported = [...scaleOut.matchAll(/(?:export |\b)([A-Z][A-Z0-9_]+)=/g)].map(
      (match) => match[1] ?? '',
    );
    const forApi = exported.filter((name) => !name.startsWith('E2E_') && !['PATH'].includes(name));
    expect(forApi.filter((name) => !variables.has(name))).toEqual([]);
  });
});
