import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { FormEvent } from 'react';
import { describe, expect, it } from 'vitest';
import { Button } from '../components/button';
import { Input } from '../components/input';
import { usePlatform } from '../platform/platform';
import { holdPosts, renderPage, toastMessages } from '../testing';
import { FieldErrorsContext } from './field-errors-context';
import { formProblem } from './form-problem';
import { useSubmit, type SubmitOptions } from './use-submit';

function LinkForm(options: SubmitOptions) {
  const { api } = usePlatform();
  const { submitting, submit, fieldErrors } = useSubmit(options);
  async function add(event: FormEvent) {
    event.preventDefault();
    const url = new FormData(event.currentTarget as HTMLFormElement).get('url');
    await submit(url ? null : formProblem('Address is required.', 'url'), () =>
      api.post<{ message: string }>('/api/links/', { url }),
    );
  }
  return (
    <form onSubmit={(event) => void add(event)} {...fieldErrors.form}>
      <FieldErrorsContext.Provider value={fieldErrors.errors}>
        <Input label="Address" name="url" />
      </FieldErrorsContext.Provider>
      <Button type="submit" disabled={submitting}>
        {submitting ? 'Adding...' : 'Add'}
      </Button>
    </form>
  );
}

const posts = (platform: ReturnType<typeof renderPage>['platform']) =>
  platform.requests.filter((request) => request.method === 'POST');

describe('useSubmit', () => {
  it('sends nothing for a broken rule: the message at its field, focused, and as an error toast', async () => {
    const { platform } = renderPage(<LinkForm />);
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    const address = screen.getByLabelText('Address');
    expect(address).toHaveAttribute('aria-invalid', 'true');
    expect(address).toHaveAccessibleDescription('Address is required.');
    expect(address).toHaveFocus();
    expect(platform.toasts).toEqual([
      { message: 'Address is required.', options: { position: 'bottom-right', type: 'error' } },
    ]);
    expect(posts(platform)).toEqual([]);
  });

  it("shows a refusal's field errors under the fields and its message as the toast", async () => {
    const { platform } = renderPage(<LinkForm />, {
      script: {
        'POST /api/links/': {
          status: 422,
          body: { message: 'Enter a web address.', errors: { url: 'Enter a web address.' } },
        },
      },
    });
    await userEvent.type(screen.getByLabelText('Address'), 'not a link');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() =>
      expect(screen.getByLabelText('Address')).toHaveAccessibleDescription('Enter a web address.'),
    );
    expect(toastMessages(platform)).toEqual(['Enter a web address.']);
    expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled();
  });

  it("sends once while busy, then toasts the answer's message when asked to", async () => {
    const { platform } = renderPage(<LinkForm successToast />, {
      script: { 'POST /api/links/': { body: { message: 'Link added.' } } },
    });
    const held = holdPosts(platform, '/api/links/');
    await userEvent.type(screen.getByLabelText('Address'), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    expect(screen.getByRole('button', { name: 'Adding...' })).toBeDisabled();
    screen.getByRole('button', { name: 'Adding...' }).closest('form')?.requestSubmit();
    held.release();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Add' })).toBeEnabled());
    expect(posts(platform)).toHaveLength(1);
    expect(platform.toasts).toEqual([
      { message: 'Link added.', options: { position: 'bottom-right', type: 'success' } },
    ]);
  });

  it("uses the form's own text when the call never reached the server", async () => {
    const { platform } = renderPage(<LinkForm networkFailure="Check your connection." />, {
      script: { 'POST /api/links/': new TypeError('Failed to fetch') },
    });
    await userEvent.type(screen.getByLabelText('Address'), 'https://example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Add' }));
    await waitFor(() => expect(toastMessages(platform)).toEqual(['Check your connection.']));
  });
});
