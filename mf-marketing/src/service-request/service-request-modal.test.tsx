import {
  fillByLabel,
  holdPosts,
  honeypot,
  renderPage,
  toastMessages,
  type RenderPageOptions,
} from '@platform/shared-ui/testing';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it } from 'vitest';
import { recentRequestEmail } from './recent-request';
import { ServiceRequestModal } from './service-request-modal';

const SENT = { body: { message: 'Contact submitted successfully' } };

function Opener({ email }: { email?: string }) {
  const [open, setOpen] = useState(true);
  return <ServiceRequestModal open={open} email={email} onClose={() => setOpen(false)} />;
}

function renderModal(options: RenderPageOptions & { email?: string } = {}) {
  const result = renderPage(<Opener email={options.email} />, {
    script: options.script,
  });
  const dialog = screen.getByRole('dialog', { name: 'Request a Service' });
  return { ...result, dialog };
}

const complete = {
  'Full Name': '  Ada Okafor ',
  'Email Address': 'ada@example.com ',
  'Phone Number': '08031234567',
  'Project Description': 'A booking website',
};

describe('ServiceRequestModal', () => {
  it('shows the fields of the spec: +234 phone prefix, six service types, three contact methods', () => {
    const { dialog } = renderModal();
    expect(within(dialog).getByText('+234')).toBeInTheDocument();
    const types = within(screen.getByLabelText('Service Type')).getAllByRole('option');
    expect(types.map((option) => option.textContent)).toEqual([
      'Select a service',
      'Design Services',
      'Development Services',
      'Printing Services',
      'Recruitment Services',
      'Support Services',
      'Training Services',
    ]);
    const methods = within(screen.getByRole('group', { name: 'Preferred Contact Method' })).getAllByRole(
      'radio',
    );
    expect(methods.map((radio) => radio.getAttribute('value'))).toEqual(['Email', 'Phone', 'Chat']);
    expect(screen.getByRole('radio', { name: 'Email' })).toBeChecked();
  });

  it('1. refuses a filled honeypot with "Bad Request." and sends nothing', async () => {
    const { platform, dialog } = renderModal();
    await fillByLabel(complete);
    fireEvent.change(honeypot(dialog), { target: { value: 'bot' } });
    await userEvent.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toastMessages(platform)).toEqual(['Bad Request.']);
    expect(platform.toasts[0]?.options).toEqual({ position: 'bottom-right', type: 'error' });
    expect(platform.requests).toEqual([]);
  });

  it('2. requires name, e-mail, phone, service type and description: "All fields are required."', async () => {
    const { platform } = renderModal();
    const user = await fillByLabel({ ...complete, 'Project Description': '   ' });
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Design Services');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    await user.type(screen.getByLabelText('Project Description'), 'Logo');
    await user.selectOptions(screen.getByLabelText('Service Type'), '');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toastMessages(platform)).toEqual(['All fields are required.', 'All fields are required.']);
    expect(platform.requests).toEqual([]);
  });

  it('3. checks the e-mail: "Please enter a valid email address."', async () => {
    const { platform } = renderModal();
    const user = await fillByLabel({ ...complete, 'Email Address': 'ada@example', 'Phone Number': '123' });
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Design Services');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(toastMessages(platform)).toEqual(['Please enter a valid email address.']);
  });

  it('4. checks the phone: 070/071/080/081/090/091 then 8 digits, else "Please enter a valid phone number."', async () => {
    const { platform } = renderModal();
    const user = await fillByLabel({ ...complete, 'Phone Number': '' });
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Design Services');
    const phone = screen.getByLabelText('Phone Number');
    for (const bad of ['07212345678', '0803123456', 'O8031234567']) {
      await user.clear(phone);
      await user.type(phone, bad);
      await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    }
    expect(toastMessages(platform)).toEqual(Array(3).fill('Please enter a valid phone number.'));
    expect(platform.requests).toEqual([]);
  });

  it('sends the trimmed request with the form token, closes, and confirms "Request Sent Successfully / We will get back to you."', async () => {
    const { platform } = renderModal({ script: { 'POST /api/service-request/': SENT } });
    const user = await fillByLabel({ ...complete, 'Company Name (optional)': 'Okafor Ventures' });
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Development Services');
    await user.click(screen.getByRole('radio', { name: 'Chat' }));
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));

    const confirmation = await screen.findByRole('dialog', { name: 'Request Sent Successfully' });
    expect(confirmation).toHaveTextContent('We will get back to you.');
    expect(screen.queryByRole('dialog', { name: 'Request a Service' })).not.toBeInTheDocument();
    const sent = platform.requests.find((request) => request.path === '/api/service-request/');
    expect(sent).toMatchObject({
      method: 'POST',
      authorization: 'form-token',
      body: {
        fullname: 'Ada Okafor',
        email: 'ada@example.com',
        phone: '08031234567',
        companyName: 'Okafor Ventures',
        serviceType: 'Development Services',
        projectDesc: 'A booking website',
        contactMethod: 'Chat',
        honeyPot: '',
      },
    });
    expect(recentRequestEmail()).toBe('ada@example.com');
    await user.click(within(confirmation).getByRole('button', { name: 'OK' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('shows "Sending..." while busy, then the server message, or "An error occurred" without one', async () => {
    let calls = 0;
    const { platform } = renderModal({
      script: {
        'POST /api/service-request/': () =>
          ++calls === 1
            ? { status: 422, body: { message: 'Please enter a valid phone number.' } }
            : { status: 500, body: {} },
      },
    });
    const held = holdPosts(platform, '/api/service-request/');
    const user = await fillByLabel(complete);
    await user.selectOptions(screen.getByLabelText('Service Type'), 'Design Services');
    await user.click(screen.getByRole('button', { name: 'Submit Request' }));
    expect(screen.getByRole('button', { name: 'Sending...' })).toBeDisabled();
    held.release();
    await user.click(await screen.findByRole('button', { name: 'Submit Request' }));
    held.release();
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual(['Please enter a valid phone number.', 'An error occurred']),
    );
    expect(screen.getByRole('dialog', { name: 'Request a Service' })).toBeInTheDocument();
  });

  it('prefills the e-mail it is opened with', () => {
    renderModal({ email: 'known@example.com' });
    expect(screen.getByLabelText('Email Address')).toHaveValue('known@example.com');
  });
});
