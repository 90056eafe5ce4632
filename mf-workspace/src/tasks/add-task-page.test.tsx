import { renderPage, toastMessages, waitForPath } from '@platform/shared-ui/testing';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import AddTaskPage, { EDIT_NEEDED } from './add-task-page';
import { TASK_MESSAGES } from './task-api';
import { frameScript, ROOT } from './task-test-data';
import type { Level } from './task-test-data';

/** XMLHttpRequest as the page uses it; the test decides when and how each upload answers. */
class FakeUpload {
  static last: FakeUpload | null = null;
  upload: {
    onprogress: ((event: { lengthComputable: boolean; loaded: number; total: number }) => void) | null;
  } = {
    onprogress: null,
  };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  onabort: (() => void) | null = null;
  status = 0;
  responseText = '';
  headers: Record<string, string> = {};
  url = '';
  body: FormData | null = null;

  open(_method: string, url: string) {
    this.url = url;
  }
  setRequestHeader(name: string, value: string) {
    this.headers[name] = value;
  }
  send(body: FormData) {
    this.body = body;
    FakeUpload.last = this;
  }
  progress(loaded: number, total: number) {
    this.upload.onprogress?.({ lengthComputable: true, loaded, total });
  }
  answer(status: number, body: unknown) {
    this.status = status;
    this.responseText = JSON.stringify(body);
    this.onload?.();
  }
}

const TEAM = [
  { id: 'u1', name: 'Ada Obi', role: 'Owner', img: null },
  { id: 'u2', name: 'Bola Ade', role: 'Editor', img: null },
];

function openForm(level: Level = 'Full Access') {
  const { platform } = renderPage(<AddTaskPage />, {
    path: '/project/workspace/:id/:name/add-new-task',
    url: `${ROOT}/add-new-task`,
    script: {
      ...frameScript(level),
      'GET /api/search-project-team-members': { body: { users: TEAM } },
      'POST /api/get-project-features/': {
        body: {
          features: [
            { feature_id: 'f1', feature_name: 'Authentication' },
            { feature_id: 'f2', feature_name: 'Checkout' },
          ],
        },
      },
    },
    token: 'token-1',
  });
  return platform;
}

async function fillRequired(user: ReturnType<typeof userEvent.setup>) {
  await user.type(await screen.findByLabelText('Task Title'), 'Design the logo');
  await user.selectOptions(screen.getByLabelText('Task Type'), 'Design');
  await user.type(screen.getByLabelText('Task Description'), 'A round logo.');
  await user.click(screen.getByLabelText('Assign To'));
  await user.click(await screen.findByRole('button', { name: /Bola Ade/ }));
}

const pdf = () => new File(['%PDF-1.4'], 'brief.pdf', { type: 'application/pdf' });

beforeEach(() => {
  FakeUpload.last = null;
  vi.stubGlobal('XMLHttpRequest', FakeUpload);
});
afterEach(() => vi.unstubAllGlobals());

describe('AddTaskPage', () => {
  it('shows the New Task form inside the workspace frame', async () => {
    openForm();
    expect(await screen.findByLabelText('Task Title')).toHaveAttribute('placeholder', 'File name');
    expect(screen.getByRole('heading', { level: 1, name: 'Bakery Website' })).toBeInTheDocument();
    expect(
      within(screen.getByLabelText('Task Type'))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Select a type', 'Design', 'Code', 'Write', 'Review', 'Support', 'Print']);
    expect(screen.getByLabelText('Visibility')).toHaveValue('Entire project');
    expect(await screen.findByRole('checkbox', { name: 'Authentication' })).not.toBeChecked();
    expect(screen.getByText(/up to 5 MB each/)).toBeInTheDocument();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Add New Task');
  });

  it('refuses to send without name, type, description and assignee, with the spec message', async () => {
    const platform = openForm();
    const user = userEvent.setup();
    await user.type(await screen.findByLabelText('Task Title'), 'Logo');
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    expect(screen.getByRole('alert')).toHaveTextContent(TASK_MESSAGES.required);
    // The blank fields are marked, and focus is on the first of them.
    expect(screen.getByLabelText('Task Title')).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('Task Type')).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText('Task Type')).toHaveFocus();
    expect(screen.getByLabelText('Task Description')).toHaveAccessibleDescription(TASK_MESSAGES.required);
    expect(platform.toasts.at(-1)).toEqual({
      message: TASK_MESSAGES.required,
      options: { position: 'bottom-right', type: 'error' },
    });
    expect(FakeUpload.last).toBeNull();
  });

  it('refuses files of other types and a name chosen twice, with the spec message', async () => {
    openForm();
    const user = userEvent.setup({ applyAccept: false });
    const input = await screen.findByLabelText('Add Files (Optional)');
    await user.upload(input, new File(['x'], 'virus.exe'));
    expect(screen.getByRole('alert')).toHaveTextContent(TASK_MESSAGES.files);
    await user.upload(input, pdf());
    expect(
      within(screen.getByRole('list', { name: 'Selected files' })).getByText('brief.pdf'),
    ).toBeInTheDocument();
    await user.upload(input, pdf());
    expect(screen.getByRole('alert')).toHaveTextContent(TASK_MESSAGES.files);
    expect(
      within(screen.getByRole('list', { name: 'Selected files' })).getAllByRole('listitem'),
    ).toHaveLength(1);
  });

  it('sends the task as multipart with progress, then goes to the board', async () => {
    const platform = openForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(await screen.findByRole('checkbox', { name: 'Checkout' }));
    await user.selectOptions(screen.getByLabelText('Visibility'), 'Assignees only');
    await user.upload(screen.getByLabelText('Add Files (Optional)'), pdf());
    await user.click(screen.getByRole('button', { name: 'Create Task' }));

    const upload = FakeUpload.last!;
    expect(upload.url).toBe('/api/add-task/');
    expect(upload.headers.Authorization).toBe('Bearer token-1');
    const sent = upload.body!;
    expect(Object.fromEntries([...sent.entries()].filter(([key]) => key !== 'attachments'))).toEqual({
      name: 'Design the logo',
      type: 'Design',
      description: 'A round logo.',
      project_id: 'p1',
      visibility: 'Assignees only',
      assignees: '["u2"]',
      features: '["f2"]',
    });
    expect((sent.getAll('attachments') as File[]).map((f) => f.name)).toEqual(['brief.pdf']);

    upload.progress(50, 100);
    expect(await screen.findByText('Uploading 50%')).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Upload progress' })).toHaveAttribute('value', '50');
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeDisabled();
    upload.answer(201, { status: 'Task created successfully', task: { id: 't1' } });
    await waitForPath(`${ROOT}/tasks`);
    expect(platform.toasts.at(-1)).toEqual({
      message: 'Task created successfully',
      options: { position: 'bottom-right', type: 'success' },
    });
  });

  it("shows the server's check when it refuses the form, and the spec's failure otherwise", async () => {
    const platform = openForm();
    const user = userEvent.setup();
    await fillRequired(user);
    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    FakeUpload.last!.answer(422, {
      message: 'Task names are at most 200 characters.',
      errors: { name: 'Task names are at most 200 characters.' },
    });
    await waitFor(() =>
      expect(screen.getByLabelText('Task Title')).toHaveAccessibleDescription(
        'Task names are at most 200 characters.',
      ),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Task names are at most 200 characters.');
    expect(platform.toasts.at(-1)).toEqual({
      message: 'Task names are at most 200 characters.',
      options: { position: 'bottom-right', type: 'error' },
    });
    expect(screen.getByRole('button', { name: 'Create Task' })).toBeEnabled();

    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    FakeUpload.last!.answer(422, { message: TASK_MESSAGES.files });
    expect(await screen.findByRole('alert')).toHaveTextContent(TASK_MESSAGES.files);

    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    FakeUpload.last!.answer(500, { message: 'Internal error' });
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TASK_MESSAGES.failed));

    await user.click(screen.getByRole('button', { name: 'Create Task' }));
    FakeUpload.last!.onerror?.();
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(TASK_MESSAGES.failed));
    expect(toastMessages(platform).at(-1)).toBe(TASK_MESSAGES.failed);
    expect(screen.getByLabelText('Task Title')).toHaveValue('Design the logo');
  });

  it('tells a member who may only view tasks that they cannot add one', async () => {
    openForm('View');
    expect(await screen.findByText(EDIT_NEEDED)).toBeInTheDocument();
    expect(screen.queryByLabelText('Task Title')).not.toBeInTheDocument();
  });
});
