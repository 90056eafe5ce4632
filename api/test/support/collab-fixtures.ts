import type { PermissionLevel } from '@platform/prisma';
import type { Harness, TestUser } from './harness.js';
import { createUser, logIn } from './harness.js';

/* People, projects and files for the files, reviews and meetings tests. */

export interface Person extends TestUser {
  token: string;
  name: string;
}

export async function person(h: Harness): Promise<Person> {
  const user = await createUser(h.db);
  const row = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
  return { ...user, token: await logIn(h.app, user), name: `${row.firstName} ${row.lastName}` };
}

export const projectOf = (h: Harness, owner: Person, name = 'Bakery Website') =>
  h.db.prisma.project.create({ data: { ownerId: owner.id, name, status: 'IN_PROGRESS' } });

/** Puts someone on the team with one level on Project Files & Documentation (View elsewhere). */
export async function member(
  h: Harness,
  projectId: string,
  files: PermissionLevel = 'VIEW',
  tasks: PermissionLevel = 'VIEW',
): Promise<Person> {
  const who = await person(h);
  await h.db.prisma.projectMember.create({
    data: {
      projectId,
      userId: who.id,
      role: 'Editor',
      access: files === 'FULL_ACCESS' ? 'FULL_ACCESS' : 'CUSTOM_PERMISSIONS',
      filesAndDocumentation: files,
      taskAndWorkflow: tasks,
    },
  });
  return who;
}

/** A JSON answer as the tests read it. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- tests walk answers of many shapes
export type Answer = Record<string, any>;

export async function send(h: Harness, who: Person | null, method: string, path: string, body?: unknown) {
  const headers: Record<string, string> = who ? { Authorization: `Bearer ${who.token}` } : {};
  const init: RequestInit = { method, headers };
  if (body instanceof FormData) init.body = body;
  else if (body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(body);
  }
  const response = await h.app.request(path, init);
  const text = await response.text();
  let parsed: unknown = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // a download
  }
  return { status: response.status, body: parsed as Answer, headers: response.headers, text };
}

/** A PDF whose text tells versions apart. */
export const pdfBytes = (text = 'v1') => new TextEncoder().encode(`%PDF-1.4\n% ${text}\n%%EOF\n`);

export function fileForm(name: string, bytes: Uint8Array, fields: Record<string, string> = {}): FormData {
  const form = new FormData();
  form.set('file', new File([new Uint8Array(bytes)], name));
  for (const [key, value] of Object.entries(fields)) form.set(key, value);
  return form;
}

export async function upload(
  h: Harness,
  who: Person,
  projectId: string,
  name: string,
  bytes: Uint8Array,
  fields: Record<string, string> = {},
) {
  return send(h, who, 'POST', `/api/projects/${projectId}/files/`, fileForm(name, bytes, fields));
}
