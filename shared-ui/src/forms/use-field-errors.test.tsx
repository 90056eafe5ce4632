import { act, render, screen } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { Checkbox } from '../components/checkbox';
import { Input } from '../components/input';
import { ApiError } from '../http/client';
import { FieldErrorsContext } from './field-errors-context';
import { formProblem } from './form-problem';
import { useFieldErrors } from './use-field-errors';

function Form({ failure }: { failure?: ApiError }) {
  const { form, errors, showProblem, showFailure } = useFieldErrors();
  return (
    <form {...form}>
      <FieldErrorsContext.Provider value={errors}>
        <Input label="Name" name="fullname" />
        <Input label="Email" name="email" />
        <Checkbox label="I agree" name="tos" />
      </FieldErrorsContext.Provider>
      <button
        type="button"
        onClick={() => showProblem(formProblem('All fields are required.', 'email', 'tos'))}
      >
        Check
      </button>
      <button type="button" onClick={() => showFailure(failure)}>
        Fail
      </button>
    </form>
  );
}

describe('useFieldErrors', () => {
  it("marks a rule's fields, describes them in a live region and focuses the first", async () => {
    const user = userEvent.setup();
    render(<Form />);
    await user.click(screen.getByRole('button', { name: 'Check' }));
    const email = screen.getByLabelText('Email');
    expect(email).toHaveAttribute('aria-invalid', 'true');
    expect(email).toHaveAccessibleDescription('All fields are required.');
    expect(email).toHaveFocus();
    expect(screen.getByLabelText('I agree')).toHaveAccessibleDescription('All fields are required.');
    expect(screen.getByLabelText('Name')).not.toHaveAttribute('aria-invalid');
    expect(screen.getAllByText('All fields are required.')[0]?.parentElement).toHaveAttribute(
      'aria-live',
      'polite',
    );

    await user.type(email, 'a');
    expect(email).not.toHaveAttribute('aria-invalid');
    expect(screen.getByLabelText('I agree')).toHaveAttribute('aria-invalid', 'true');
  });

  it("shows the API's errors map", async () => {
    const user = userEvent.setup();
    render(<Form failure={new ApiError(422, 'Too long', { fullname: 'Too long' })} />);
    await user.click(screen.getByRole('button', { name: 'Fail' }));
    expect(screen.getByLabelText('Name')).toHaveAccessibleDescription('Too long');
    expect(screen.getByLabelText('Name')).toHaveFocus();
  });

  it('holds a prerendered form inert until it is hydrated, and never one rendered in the browser', async () => {
    const html = renderToString(<Form />);
    expect(html).toMatch(/^<form inert="">/);

    const container = document.createElement('div');
    container.innerHTML = html;
    document.body.append(container);
    await act(async () => {
      hydrateRoot(container, <Form />);
    });
    expect(container.querySelector('form')).not.toHaveAttribute('inert');
    container.remove();

    render(<Form />);
    expect(screen.getByLabelText('Email').closest('form')).not.toHaveAttribute('inert');
  });
});
