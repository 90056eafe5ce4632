import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { fileForm, member, pdfBytes, person, projectOf, send, upload } from './support/collab-fixtures.js';
import { pngBytes } from './support/task-fixtures.js';
import type { Person } from './support/collab-fixtures.js';

/* The spec's files screen and issue #10: files, links and media with versions, statuses and access levels. */

const h = useHarness();

let owner: Person;
let editor: Person;
let viewer: Person;
let project: { id: string; name: string };

const list = async (who: Person, query = '') => {
  const answer = await send(h, who, 'GET', `/api/projects/${project.id}/files/${query}`);
  expect(answer.status).toBe(200);
  return answer.body.files as { id: string; name: string; kind: string }[];
};
const names = async (who: Person, query = '') => (await list(who, query)).map((file) => file.name);

beforeAll(async () => {
  owner = await person(h);
  project = await projectOf(h, owner);
  editor = await member(h, project.id, 'EDIT');
  viewer = await member(h, project.id, 'VIEW');
});

describe('uploading', () => {
  it('a PNG goes to Media and a PDF to Project Files, each at v1, Draft, Public, owned by the uploader', async () => {
    const png = await upload(h, editor, project.id, 'Homepage.png', pngBytes());
    expect(png).toMatchObject({
      status: 201,
      body: {
        message: 'File uploaded successfully!',
        file: {
          kind: 'media',
          name: 'Homepage.png',
          version: 1,
          status: 'Draft',
          access: 'Public',
          owner: { id: editor.id, name: editor.name },
          linked_to: { type: 'Project', name: 'Bakery Website' },
          mime_type: 'image/png',
          previewable: true,
          can: { edit: true, approve: false },
        },
      },
    });
    const pdf = await upload(h, editor, project.id, 'Brief.pdf', pdfBytes());
    expect(pdf.body.file).toMatchObject({ kind: 'files', mime_type: 'application/pdf' });
    expect(await names(viewer, '?tab=media')).toEqual(['Homepage.png']);
    expect(await names(viewer, '?tab=files')).toEqual(['Brief.pdf']);
  });

  it('judges files by their bytes: a text file named .png is refused and nothing is stored', async () => {
    const answer = await upload(h, editor, project.id, 'fake.png', new TextEncoder().encode('hello'));
    expect(answer.status).toBe(422);
    expect(answer.body.message).toMatch(
      /^Only PDF, Word, .* files are allowed, and the name must match the content\.$/,
    );
    const exe = await upload(
      h,
      editor,
      project.id,
      'tool.pdf',
      new Uint8Array([0x4d, 0x5a, 0x90, 0, 3, 0, 0, 0]),
    );
    expect(exe.status).toBe(422);
    expect(
      await h.db.prisma.projectResource.count({ where: { name: { in: ['fake.png', 'tool.pdf'] } } }),
    ).toBe(0);
  });

  it('refuses a file over 10 MB with 413 and a missing file with 422', async () => {
    const big = new Uint8Array(10 * 1024 * 1024 + 1);
    big.set(pdfBytes());
    const answer = await upload(h, editor, project.id, 'big.pdf', big);
    expect(answer.status).toBe(413);
    expect(answer.body.message).toMatch(/10 MB at most/);
    const empty = new FormData();
    empty.set('access', 'Public');
    expect(await send(h, editor, 'POST', `/api/projects/${project.id}/files/`, empty)).toMatchObject({
      status: 422,
      body: { message: 'Please choose a file to upload.' },
    });
  });

  it('sanitises names: no folders, no reserved characters', async () => {
    const answer = await upload(h, editor, project.id, '../../se<cr>et?.pdf', pdfBytes());
    expect(answer.body.file.name).toBe('secret.pdf');
  });

  it('needs Edit on Project Files & Documentation; strangers get the 404 of a missing project', async () => {
    expect(await upload(h, viewer, project.id, 'x.pdf', pdfBytes())).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Project Files & Documentation.' },
    });
    const stranger = await person(h);
    expect(await upload(h, stranger, project.id, 'x.pdf', pdfBytes())).toMatchObject({
      status: 404,
      body: { message: 'Project not found.' },
    });
    expect((await send(h, stranger, 'GET', `/api/projects/${project.id}/files/`)).status).toBe(404);
    expect((await send(h, null, 'GET', `/api/projects/${project.id}/files/`)).status).toBe(401);
  });
});

describe('versions', () => {
  it('a new version keeps the old one, with who and when, and both download with their own bytes', async () => {
    const first = await upload(h, editor, project.id, 'Logo.pdf', pdfBytes('first'));
    const id = first.body.file.id as string;
    const second = await send(
      h,
      owner,
      'POST',
      `/api/files/${id}/versions/`,
      fileForm('Logo v2.pdf', pdfBytes('second'), { note: 'Darker' }),
    );
    expect(second).toMatchObject({ status: 201, body: { message: 'New version uploaded successfully!' } });
    const detail = await send(h, viewer, 'GET', `/api/files/${id}/`);
    expect(detail.body).toMatchObject({ name: 'Logo.pdf', version: 2 });
    expect(detail.body.versions).toMatchObject([
      {
        number: 2,
        file_name: 'Logo v2.pdf',
        note: 'Darker',
        uploaded_by: { id: owner.id, name: owner.name },
      },
      { number: 1, file_name: 'Logo.pdf', uploaded_by: { id: editor.id } },
    ]);
    const v1 = await send(h, viewer, 'GET', `/api/files/${id}/download/?version=1`);
    expect(v1.text).toContain('first');
    expect(v1.headers.get('Content-Disposition')).toBe(
      `attachment; filename="Logo.pdf"; filename*=UTF-8''Logo.pdf`,
    );
    const latest = await send(h, viewer, 'GET', `/api/files/${id}/download/?inline=1`);
    expect(latest.text).toContain('second');
    expect(latest.headers.get('Content-Disposition')).toMatch(/^inline;/);
    expect(latest.headers.get('Cache-Control')).toBe('private, no-store');
    expect((await send(h, viewer, 'GET', `/api/files/${id}/download/?version=3`)).status).toBe(404);
  });

  it('an approved file goes back to Draft when a new version arrives', async () => {
    const first = await upload(h, editor, project.id, 'Menu.pdf', pdfBytes());
    const id = first.body.file.id as string;
    expect((await send(h, owner, 'POST', `/api/files/${id}/approve/`)).body.file.status).toBe('Approved');
    await send(h, editor, 'POST', `/api/files/${id}/versions/`, fileForm('Menu.pdf', pdfBytes('2')));
    expect((await send(h, editor, 'GET', `/api/files/${id}/`)).body.status).toBe('Draft');
  });
});

describe('approving', () => {
  it('needs Approve: a Review member gets 403 naming it, an Approve member approves', async () => {
    const reviewer = await member(h, project.id, 'REVIEW');
    const approver = await member(h, project.id, 'APPROVE');
    const id = (await upload(h, editor, project.id, 'Flyer.pdf', pdfBytes())).body.file.id as string;
    expect(await send(h, reviewer, 'POST', `/api/files/${id}/approve/`)).toMatchObject({
      status: 403,
      body: { message: 'You need Approve access to Project Files & Documentation.' },
    });
    expect(await send(h, approver, 'POST', `/api/files/${id}/approve/`)).toMatchObject({
      status: 200,
      body: { message: 'File approved.', file: { status: 'Approved', can: { approve: true } } },
    });
  });
});

describe('links', () => {
  it('adds a link under Links; only web addresses', async () => {
    const answer = await send(h, editor, 'POST', `/api/projects/${project.id}/links/`, {
      name: 'Figma prototype',
      url: 'https://www.figma.com/file/abc',
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        message: 'Link added successfully!',
        file: { kind: 'links', url: 'https://www.figma.com/file/abc' },
      },
    });
    expect(await names(viewer, '?tab=links')).toEqual(['Figma prototype']);
    for (const url of ['javascript:alert(1)', 'figma', '']) {
      expect(
        await send(h, editor, 'POST', `/api/projects/${project.id}/links/`, { name: 'x', url }),
      ).toMatchObject({
        status: 422,
        body: { message: 'Please enter a valid web address (https://...).' },
      });
    }
    expect(
      (
        await send(
          h,
          editor,
          'POST',
          `/api/files/${answer.body.file.id}/versions/`,
          fileForm('a.pdf', pdfBytes()),
        )
      ).status,
    ).toBe(422);
  });
});

describe('search', () => {
  it('finds by every word of the name or the owner', async () => {
    expect(await names(viewer, '?search=logo')).toEqual(['Logo.pdf']);
    expect(await names(viewer, `?search=${encodeURIComponent('homepage png')}`)).toEqual(['Homepage.png']);
    expect(await names(viewer, '?search=nothing-like-it')).toEqual([]);
  });
});

describe('access levels, on list, search, detail and download', () => {
  let picked: Person;
  let outsider: Person;
  let manager: Person;
  let fullAccess: Person;
  let featureWorker: Person;
  let taskWorker: Person;
  const ids: Record<string, string> = {};

  const sees = async (who: Person, name: string) => {
    const id = ids[name] ?? '';
    const listed = (await names(who)).includes(name);
    const searched = (await names(who, `?search=${encodeURIComponent(name)}`)).includes(name);
    const detail = (await send(h, who, 'GET', `/api/files/${id}/`)).status;
    const download = (await send(h, who, 'GET', `/api/files/${id}/download/`)).status;
    if (listed && searched && detail === 200 && download === 200) return true;
    if (!listed && !searched && detail === 404 && download === 404) return false;
    throw new Error(
      `${name}: listed ${listed}, searched ${searched}, detail ${detail}, download ${download}`,
    );
  };

  beforeAll(async () => {
    picked = await member(h, project.id, 'VIEW');
    outsider = await member(h, project.id, 'EDIT');
    manager = await member(h, project.id, 'APPROVE');
    fullAccess = await member(h, project.id, 'FULL_ACCESS');
    const feature = await h.db.prisma.projectFeature.create({
      data: {
        projectId: project.id,
        name: 'Authentication',
        shortDescription: 'Sign in',
        specifications: [],
      },
    });
    const make = async (name: string, fields: Record<string, string>) => {
      const answer = await upload(h, editor, project.id, name, pdfBytes(name), fields);
      expect(answer.status).toBe(201);
      ids[name] = answer.body.file.id as string;
    };
    await make('public-plan.pdf', { access: 'Public' });
    await make('restricted-plan.pdf', { access: 'Restricted', allowed_users: JSON.stringify([picked.id]) });
    await make('confidential-plan.pdf', { access: 'Confidential' });
    await make('feature-plan.pdf', { access: 'Feature Based', linked_to: 'Feature', feature_id: feature.id });
    featureWorker = await member(h, project.id, 'VIEW');
    taskWorker = await member(h, project.id, 'VIEW');
    const task = (name: string, assignee: Person, featureId?: string) =>
      h.db.prisma.task.create({
        data: {
          projectId: project.id,
          name,
          type: 'DESIGN',
          description: name,
          position: 0,
          assignees: { create: { userId: assignee.id } },
          ...(featureId ? { features: { create: { featureId } } } : {}),
        },
      });
    await task('Sign-in screen', featureWorker, feature.id);
    const logoTask = await task('Logo', taskWorker);
    await make('task-plan.pdf', { access: 'Task Based', linked_to: 'Task', task_id: logoTask.id });
    ids['logo task'] = logoTask.id;
  });

  it('Public: every member', async () => {
    expect(await sees(outsider, 'public-plan.pdf')).toBe(true);
    expect(await sees(picked, 'public-plan.pdf')).toBe(true);
  });

  it('Restricted: the people picked, the file owner and Full Access; a member outside the list cannot list or download it', async () => {
    expect(await sees(picked, 'restricted-plan.pdf')).toBe(true);
    expect(await sees(outsider, 'restricted-plan.pdf')).toBe(false);
    expect(await sees(manager, 'restricted-plan.pdf')).toBe(false);
    expect(await sees(editor, 'restricted-plan.pdf')).toBe(true);
    expect(await sees(fullAccess, 'restricted-plan.pdf')).toBe(true);
    expect(await sees(owner, 'restricted-plan.pdf')).toBe(true);
    const detail = await send(h, picked, 'GET', `/api/files/${ids['restricted-plan.pdf']}/`);
    expect(detail.body.allowed_users).toEqual([{ id: picked.id, name: picked.name }]);
  });

  it('Confidential: the file owner and Full Access members only', async () => {
    expect(await sees(manager, 'confidential-plan.pdf')).toBe(false);
    expect(await sees(picked, 'confidential-plan.pdf')).toBe(false);
    expect(await sees(fullAccess, 'confidential-plan.pdf')).toBe(true);
    expect(await sees(owner, 'confidential-plan.pdf')).toBe(true);
    expect(await sees(editor, 'confidential-plan.pdf')).toBe(true);
  });

  it('Feature Based: managers (Approve or more) and assignees of a task of the feature, not other members', async () => {
    expect(await sees(manager, 'feature-plan.pdf')).toBe(true);
    expect(await sees(featureWorker, 'feature-plan.pdf')).toBe(true);
    expect(await sees(taskWorker, 'feature-plan.pdf')).toBe(false);
    expect(await sees(outsider, 'feature-plan.pdf')).toBe(false);
    const detail = await send(h, manager, 'GET', `/api/files/${ids['feature-plan.pdf']}/`);
    expect(detail.body.linked_to).toMatchObject({ type: 'Feature', name: 'Authentication' });
  });

  it("Task Based: managers and the linked task's assignees, not other members", async () => {
    expect(await sees(taskWorker, 'task-plan.pdf')).toBe(true);
    expect(await sees(manager, 'task-plan.pdf')).toBe(true);
    expect(await sees(featureWorker, 'task-plan.pdf')).toBe(false);
    expect(await sees(outsider, 'task-plan.pdf')).toBe(false);
    const detail = await send(h, taskWorker, 'GET', `/api/files/${ids['task-plan.pdf']}/`);
    expect(detail.body.linked_to).toMatchObject({ type: 'Task', name: 'Logo' });
  });

  it('a link keeps the task it is linked to, and Task Based hides it from those not on the task', async () => {
    const answer = await send(h, editor, 'POST', `/api/projects/${project.id}/links/`, {
      name: 'Logo moodboard',
      url: 'https://example.com/moodboard',
      access: 'Task Based',
      linked_to: 'Task',
      task_id: ids['logo task'],
    });
    expect(answer).toMatchObject({
      status: 201,
      body: { file: { linked_to: { type: 'Task', id: ids['logo task'], name: 'Logo' } } },
    });
    expect(await names(taskWorker, '?tab=links')).toContain('Logo moodboard');
    expect(await names(outsider, '?tab=links')).not.toContain('Logo moodboard');
  });

  it('a task hidden from the caller cannot be linked nor named to them; a change that leaves the link out keeps it', async () => {
    const hidden = await h.db.prisma.task.create({
      data: {
        projectId: project.id,
        name: 'Secret rebrand',
        type: 'DESIGN',
        description: 'x',
        position: 0,
        visibility: 'ASSIGNEES_ONLY',
        assignees: { create: { userId: fullAccess.id } },
      },
    });
    const linked = { linked_to: 'Task', task_id: hidden.id };
    expect(
      await send(h, editor, 'POST', `/api/projects/${project.id}/links/`, {
        name: 'Rebrand board',
        url: 'https://example.com/rebrand',
        ...linked,
      }),
    ).toMatchObject({ status: 422, body: { message: 'Task not found.' } });
    const mine = await send(h, owner, 'POST', `/api/projects/${project.id}/links/`, {
      name: 'Rebrand board',
      url: 'https://example.com/rebrand',
      ...linked,
    });
    expect(mine.status).toBe(201);
    const changed = await send(h, editor, 'PATCH', `/api/files/${mine.body.file.id}/`, {
      name: 'Rebrand moodboard',
    });
    // The link stays, but the editor, who may not see the task, is not told which task it is.
    expect(changed).toMatchObject({
      status: 200,
      body: {
        file: {
          name: 'Rebrand moodboard',
          linked_to: { type: 'Task', id: null, name: 'A task shown to its assignees only' },
        },
      },
    });
    const ownerView = await send(h, owner, 'GET', `/api/files/${mine.body.file.id}/`);
    expect(ownerView.body.linked_to).toMatchObject({ type: 'Task', id: hidden.id, name: 'Secret rebrand' });
  });

  it('Restricted needs people, and only members of the project', async () => {
    const stranger = await person(h);
    expect(await upload(h, editor, project.id, 'r.pdf', pdfBytes(), { access: 'Restricted' })).toMatchObject({
      status: 422,
      body: { message: 'Pick at least one person for a Restricted file.' },
    });
    expect(
      await upload(h, editor, project.id, 'r.pdf', pdfBytes(), {
        access: 'Restricted',
        allowed_users: JSON.stringify([stranger.id]),
      }),
    ).toMatchObject({ status: 422, body: { message: 'Only members of this project can be picked.' } });
  });

  it('changing the access to Restricted hides the file from those not picked at once', async () => {
    const id = ids['public-plan.pdf'] ?? '';
    const answer = await send(h, editor, 'PATCH', `/api/files/${id}/`, {
      access: 'Restricted',
      allowed_users: [picked.id],
    });
    expect(answer).toMatchObject({
      status: 200,
      body: { message: 'File updated.', file: { access: 'Restricted' } },
    });
    expect(await sees(outsider, 'public-plan.pdf')).toBe(false);
    expect(await sees(picked, 'public-plan.pdf')).toBe(true);
    expect(
      await send(h, viewer, 'PATCH', `/api/files/${ids['feature-plan.pdf']}/`, { access: 'Public' }),
    ).toMatchObject({
      status: 404,
    });
    expect(await send(h, picked, 'PATCH', `/api/files/${id}/`, { access: 'Public' })).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Project Files & Documentation.' },
    });
  });

  it("only a Restricted file's owner opens it to everyone; someone picked with Edit renames it (issue #32)", async () => {
    const pickedEditor = await member(h, project.id, 'EDIT');
    const made = await upload(h, editor, project.id, 'restricted-budget.pdf', pdfBytes(), {
      access: 'Restricted',
      allowed_users: JSON.stringify([pickedEditor.id]),
    });
    const path = `/api/files/${made.body.file.id as string}/`;
    for (const change of [{ access: 'Public' }, { allowed_users: [pickedEditor.id, outsider.id] }]) {
      expect(await send(h, pickedEditor, 'PATCH', path, change)).toMatchObject({
        status: 403,
        body: { message: "Only the file's owner can change who sees a Restricted file." },
      });
    }
    expect(await sees(outsider, 'restricted-budget.pdf')).toBe(false);
    expect(
      await send(h, pickedEditor, 'PATCH', path, { name: 'Budget.pdf', access: 'Restricted' }),
    ).toMatchObject({ status: 200, body: { file: { name: 'Budget.pdf', access: 'Restricted' } } });
    expect(await send(h, editor, 'PATCH', path, { access: 'Public' })).toMatchObject({
      status: 200,
      body: { file: { access: 'Public' } },
    });
  });

  it('a link to a feature of another project is refused', async () => {
    const other = await projectOf(h, owner, 'Other');
    const feature = await h.db.prisma.projectFeature.create({
      data: { projectId: other.id, name: 'Payments', shortDescription: '', specifications: [] },
    });
    expect(
      await upload(h, editor, project.id, 'f.pdf', pdfBytes(), {
        linked_to: 'Feature',
        feature_id: feature.id,
      }),
    ).toMatchObject({ status: 422, body: { message: 'Feature not found.' } });
  });
});
