import { beforeAll, describe, expect, it } from 'vitest';
import { useHarness } from './support/harness.js';
import { fileForm, member, pdfBytes, person, projectOf, send, upload } from './support/collab-fixtures.js';
import type { Person } from './support/collab-fixtures.js';

/* The spec's reviews screen and issue #10: submitting deliverables, comments, decisions and their effect on tasks. */

const h = useHarness();

let owner: Person;
let editor: Person;
let commenter: Person;
let approver: Person;
let viewer: Person;
let project: { id: string; name: string };
let fileId: string;
let taskId: string;

const taskStatus = async () => (await h.db.prisma.task.findUniqueOrThrow({ where: { id: taskId } })).status;
const fileStatus = async () => (await send(h, owner, 'GET', `/api/files/${fileId}/`)).body.status as string;
const noticesOf = (who: Person) => h.db.prisma.notification.findMany({ where: { userId: who.id } });

const submission = (fields: Record<string, unknown> = {}) => ({
  submission_name: 'Homepage design',
  deliverable_type: 'Design',
  file_ids: [fileId],
  linked_to: 'Task',
  task_id: taskId,
  notes: 'First pass',
  review_type: 'Client Review',
  team_access: 'Entire Team',
  ...fields,
});
const submit = (who: Person, fields: Record<string, unknown> = {}) =>
  send(h, who, 'POST', `/api/projects/${project.id}/reviews/`, submission(fields));

beforeAll(async () => {
  owner = await person(h);
  project = await projectOf(h, owner);
  editor = await member(h, project.id, 'EDIT');
  commenter = await member(h, project.id, 'REVIEW');
  approver = await member(h, project.id, 'APPROVE');
  viewer = await member(h, project.id, 'VIEW');
  fileId = (await upload(h, editor, project.id, 'Homepage.pdf', pdfBytes('v1'))).body.file.id as string;
  const task = await h.db.prisma.task.create({
    data: {
      projectId: project.id,
      name: 'Design the homepage',
      type: 'DESIGN',
      description: 'x',
      status: 'IN_PROGRESS',
      position: 0,
    },
  });
  taskId = task.id;
});

describe('submitting', () => {
  it.each([
    [{ submission_name: ' ' }, 'Submission name is required.'],
    [
      { deliverable_type: 'Poem' },
      'Deliverable type must be one of Design, Code, Content, Document, Media, Other.',
    ],
    [{ file_ids: [], link: '' }, 'Add at least one file or a link to review.'],
    [{ link: 'ftp://x' }, 'Please enter a valid web address (https://...).'],
    [{ file_ids: ['00000000-0000-4000-8000-000000000000'] }, 'File not found.'],
    [{ review_type: 'Peer Review' }, 'Review type must be Internal Review or Client Review.'],
    [{ team_access: 'Selected Members', members: [] }, 'Pick at least one member to share the review with.'],
    [{ task_id: null }, 'Choose the task this is linked to.'],
    [{ file_ids: Array.from({ length: 21 }, (_, i) => `file-${i}`) }, 'A review holds at most 20 files.'],
    [
      { team_access: 'Selected Members', members: Array.from({ length: 101 }, () => 'x') },
      'Share a review with at most 100 members.',
    ],
  ])('%j -> %s', async (fields, message) => {
    expect(await submit(editor, fields)).toMatchObject({ status: 422, body: { message } });
    expect(await h.db.prisma.review.count({ where: { projectId: project.id } })).toBe(0);
  });

  it('needs Edit on files; strangers get the 404 of a missing project', async () => {
    expect(await submit(viewer)).toMatchObject({
      status: 403,
      body: { message: 'You need Edit access to Project Files & Documentation.' },
    });
    expect(await submit(await person(h))).toMatchObject({
      status: 404,
      body: { message: 'Project not found.' },
    });
  });

  it('creates a review in status "review": files In Review, the task Ready for Review, reviewers told', async () => {
    const answer = await submit(editor);
    expect(answer).toMatchObject({
      status: 201,
      body: {
        message: 'Submitted for review.',
        review: {
          name: 'Homepage design',
          status: 'review',
          review_type: 'Client Review',
          round: 1,
          linked_to: { type: 'Task', name: 'Design the homepage' },
          submitted_by: { id: editor.id },
          files: [{ id: fileId, version: 1, status: 'In Review' }],
          team_access: 'Entire Team',
        },
      },
    });
    expect(await taskStatus()).toBe('READY_FOR_REVIEW');
    for (const who of [owner, commenter, approver]) {
      expect(await noticesOf(who)).toMatchObject([{ title: 'New review request' }]);
    }
    expect(await noticesOf(viewer)).toEqual([]);
    expect(await noticesOf(editor)).toEqual([]);
    expect(h.mail.messages.some((mail) => mail.subject === 'New review request')).toBe(true);
  });
});

describe('the list', () => {
  it('has tabs All, Pending Review, Approved, Rejected with counts', async () => {
    const all = await send(h, viewer, 'GET', `/api/projects/${project.id}/reviews/`);
    expect(all.body.counts).toEqual({ all: 1, pending: 1, approved: 0, rejected: 0 });
    expect(all.body.reviews).toMatchObject([{ name: 'Homepage design', status: 'review', file_count: 1 }]);
    const rejected = await send(h, viewer, 'GET', `/api/projects/${project.id}/reviews/?tab=rejected`);
    expect(rejected.body.reviews).toEqual([]);
  });
});

describe('deciding and resubmitting', () => {
  let reviewId: string;
  beforeAll(async () => {
    reviewId = (await send(h, viewer, 'GET', `/api/projects/${project.id}/reviews/`)).body.reviews[0]
      .id as string;
  });

  it('comments need Review; replies are threaded with who and when', async () => {
    expect(
      await send(h, viewer, 'POST', `/api/reviews/${reviewId}/comments/`, { body: 'Nice' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'You need Review access to Project Files & Documentation.' },
    });
    const first = await send(h, commenter, 'POST', `/api/reviews/${reviewId}/comments/`, {
      body: 'Header too light',
    });
    expect(first.status).toBe(200);
    const parent = first.body.review.comments[0];
    const reply = await send(h, editor, 'POST', `/api/reviews/${reviewId}/comments/`, { body: 'x' });
    expect(reply.status).toBe(403);
    const answer = await send(h, approver, 'POST', `/api/reviews/${reviewId}/comments/`, {
      body: 'Agreed',
      parent_id: parent.id,
    });
    expect(answer.body.review.comments).toMatchObject([
      { body: 'Header too light', parent_id: null, author: { id: commenter.id, name: commenter.name } },
      { body: 'Agreed', parent_id: parent.id, author: { id: approver.id } },
    ]);
    expect(
      await send(h, approver, 'POST', `/api/reviews/${reviewId}/comments/`, { body: 'x', parent_id: fileId }),
    ).toMatchObject({ status: 422, body: { message: 'The comment you are replying to was not found.' } });
  });

  it('rejecting needs Approve and a reason; it marks the files Rejected and sends the task back to In Progress', async () => {
    expect(
      await send(h, commenter, 'POST', `/api/reviews/${reviewId}/reject/`, { reason: 'No' }),
    ).toMatchObject({
      status: 403,
      body: { message: 'You need Approve access to Project Files & Documentation.' },
    });
    expect(
      await send(h, approver, 'POST', `/api/reviews/${reviewId}/reject/`, { reason: '  ' }),
    ).toMatchObject({
      status: 422,
      body: { message: 'Please give a reason for rejecting.' },
    });
    const answer = await send(h, approver, 'POST', `/api/reviews/${reviewId}/reject/`, {
      reason: 'Logo too small',
    });
    expect(answer).toMatchObject({
      status: 200,
      body: {
        message: 'Review rejected.',
        review: { status: 'rejected', rejection_reason: 'Logo too small' },
      },
    });
    expect(await taskStatus()).toBe('IN_PROGRESS');
    expect(await fileStatus()).toBe('Rejected');
    expect(await noticesOf(editor)).toMatchObject([
      { title: 'Review rejected', body: '"Homepage design" was rejected: Logo too small' },
    ]);
    const history = await h.db.prisma.taskHistory.findMany({ where: { taskId }, orderBy: { id: 'asc' } });
    expect(history.map((row) => row.text)).toContain(
      'moved it from Ready for Review to In Progress (review rejected)',
    );
    expect(await send(h, approver, 'POST', `/api/reviews/${reviewId}/approve/`)).toMatchObject({
      status: 409,
      body: { message: 'This review has already been decided.' },
    });
  });

  it('a new version submitted again is a new round whose changes show v1 to v2; approving approves files and task', async () => {
    await send(
      h,
      editor,
      'POST',
      `/api/files/${fileId}/versions/`,
      fileForm('Homepage.pdf', pdfBytes('v2'), { note: 'Bigger logo' }),
    );
    const again = await send(h, editor, 'POST', `/api/reviews/${reviewId}/resubmit/`, {});
    expect(again).toMatchObject({
      status: 200,
      body: {
        message: 'Submitted for review again.',
        review: {
          status: 'review',
          round: 2,
          files: [{ id: fileId, version: 2, status: 'In Review' }],
          changes: [
            { round: 2, from_version: 1, to_version: 2, versions: [{ number: 2, note: 'Bigger logo' }] },
          ],
        },
      },
    });
    expect(await taskStatus()).toBe('READY_FOR_REVIEW');
    expect(await send(h, editor, 'POST', `/api/reviews/${reviewId}/resubmit/`, {})).toMatchObject({
      status: 409,
      body: { message: 'Only a rejected review can be submitted again.' },
    });
    const approved = await send(h, approver, 'POST', `/api/reviews/${reviewId}/approve/`);
    expect(approved).toMatchObject({
      status: 200,
      body: { message: 'Review approved.', review: { status: 'approved' } },
    });
    expect(approved.body.review.history.map((event: { kind: string }) => event.kind)).toEqual([
      'submitted',
      'rejected',
      'submitted',
      'approved',
    ]);
    expect(await taskStatus()).toBe('APPROVED');
    expect(await fileStatus()).toBe('Approved');
    const tabs = await send(h, viewer, 'GET', `/api/projects/${project.id}/reviews/?tab=approved`);
    expect(tabs.body.counts).toEqual({ all: 1, pending: 0, approved: 1, rejected: 0 });
  });
});

describe('team access', () => {
  it('a review shared with selected members is hidden from the others (404, absent from the list)', async () => {
    const answer = await submit(editor, {
      submission_name: 'Private cut',
      linked_to: 'Project',
      task_id: null,
      team_access: 'Selected Members',
      members: [approver.id],
    });
    expect(answer.status).toBe(201);
    const id = answer.body.review.id as string;
    expect((await send(h, approver, 'GET', `/api/reviews/${id}/`)).status).toBe(200);
    expect(await send(h, commenter, 'GET', `/api/reviews/${id}/`)).toMatchObject({
      status: 404,
      body: { message: 'Review not found.' },
    });
    const names = (await send(h, commenter, 'GET', `/api/projects/${project.id}/reviews/`)).body.reviews.map(
      (review: { name: string }) => review.name,
    );
    expect(names).not.toContain('Private cut');
    expect((await send(h, owner, 'GET', `/api/reviews/${id}/`)).status).toBe(200);
    expect((await send(h, await person(h), 'GET', `/api/reviews/${id}/`)).status).toBe(404);
  });

  it('a review names and counts only the files its reader may see (issue #32, finding 6)', async () => {
    const secret = await upload(h, editor, project.id, 'Salaries.pdf', pdfBytes('s'), {
      access: 'Confidential',
    });
    const secretId = secret.body.file.id as string;
    const answer = await submit(editor, {
      submission_name: 'Budget pack',
      linked_to: 'Project',
      task_id: null,
      file_ids: [fileId, secretId],
    });
    expect(answer.status).toBe(201);
    const id = answer.body.review.id as string;
    expect((await send(h, commenter, 'GET', `/api/files/${secretId}/`)).status).toBe(404);

    const seen = await send(h, commenter, 'GET', `/api/reviews/${id}/`);
    expect(seen.body.files.map((file: { id: string }) => file.id)).toEqual([fileId]);
    expect(JSON.stringify(seen.body)).not.toContain('Salaries');
    const card = (await send(h, commenter, 'GET', `/api/projects/${project.id}/reviews/`)).body.reviews.find(
      (review: { id: string }) => review.id === id,
    );
    expect(card.file_count).toBe(1);
    const forSubmitter = await send(h, editor, 'GET', `/api/reviews/${id}/`);
    expect(forSubmitter.body.files).toHaveLength(2);
  });
});

describe('approving with a comment', () => {
  it('stores the comment in the history, shows the linked task and the team access, and tells the submitter', async () => {
    const answer = await submit(editor, {
      submission_name: 'Logo cut',
      team_access: 'Selected Members',
      members: [approver.id],
    });
    expect(answer).toMatchObject({
      status: 201,
      body: {
        review: {
          linked_to: { type: 'Task', id: taskId, name: 'Design the homepage' },
          team_access: 'Selected Members',
          members: [{ id: approver.id, name: approver.name }],
        },
      },
    });
    const id = answer.body.review.id as string;
    const path = `/api/reviews/${id}/approve/`;
    const plain = await h.app.request(path, {
      method: 'POST',
      headers: { Authorization: `Bearer ${approver.token}`, 'Content-Type': 'text/plain' },
      body: 'ok',
    });
    expect(plain.status).toBe(415);
    expect(await send(h, approver, 'POST', path, { comment: 'x'.repeat(2001) })).toMatchObject({
      status: 422,
    });
    expect(await send(h, viewer, 'POST', path, { comment: 'Fine' })).toMatchObject({ status: 404 });
    expect(await send(h, commenter, 'POST', path, { comment: 'Fine' })).toMatchObject({ status: 404 });
    const approved = await send(h, approver, 'POST', path, { comment: '  Crisp lines, ship it.  ' });
    expect(approved).toMatchObject({ status: 200, body: { message: 'Review approved.' } });
    expect(approved.body.review.history).toMatchObject([
      { kind: 'submitted', reason: null, comment: null },
      { kind: 'approved', actor: { id: approver.id }, reason: null, comment: 'Crisp lines, ship it.' },
    ]);
    expect(await taskStatus()).toBe('APPROVED');
    const notices = await noticesOf(editor);
    expect(notices.map((notice) => notice.body)).toContain('"Logo cut" was approved: Crisp lines, ship it.');
    expect(await send(h, approver, 'POST', path, { comment: 'Again' })).toMatchObject({
      status: 409,
      body: { message: 'This review has already been decided.' },
    });
  });
});

describe('reviews of one feature (the side navigation’s Review & Approvals links)', () => {
  it('lists only the reviews linked to that feature, with that feature’s counts', async () => {
    const [booking, payments] = await Promise.all(
      ['Online booking', 'Card payments'].map((name) =>
        h.db.prisma.projectFeature.create({
          data: { projectId: project.id, name, shortDescription: 'x', specifications: [] },
        }),
      ),
    );
    const linked = await submit(editor, {
      submission_name: 'Booking flow',
      linked_to: 'Feature',
      task_id: null,
      feature_id: booking?.id,
    });
    expect(linked.status).toBe(201);
    const list = (featureId: string) =>
      send(h, viewer, 'GET', `/api/projects/${project.id}/reviews/?feature_id=${featureId}`);
    const ofBooking = await list(booking?.id ?? '');
    expect(ofBooking.body.reviews).toMatchObject([
      { name: 'Booking flow', linked_to: { type: 'Feature', name: 'Online booking' } },
    ]);
    expect(ofBooking.body.counts).toEqual({ all: 1, pending: 1, approved: 0, rejected: 0 });
    expect((await list(payments?.id ?? '')).body).toEqual({
      reviews: [],
      counts: { all: 0, pending: 0, approved: 0, rejected: 0 },
    });
    expect((await list('not-a-feature')).status).toBe(422);
  });
});
