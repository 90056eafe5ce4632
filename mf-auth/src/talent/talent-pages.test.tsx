import { renderPage, toastMessages, waitForPath } from '@platform/shared-ui/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import TalentCreateProfilePage from './talent-create-profile-page';
import TalentRegisterPage from './talent-register-page';
import TalentSkillsPage from './talent-skills-page';

describe('TalentRegisterPage', () => {
  it('welcomes and leads to the profile step', () => {
    renderPage(<TalentRegisterPage />, { path: '/talent/register' });
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute(
      'href',
      '/talent/create-profile',
    );
    expect(screen.getByRole('link', { name: 'Create a business account' })).toHaveAttribute(
      'href',
      '/register',
    );
  });
});

describe('TalentCreateProfilePage', () => {
  async function fill(phone: string, address = '1 Marina') {
    const user = userEvent.setup();
    if (address) await user.type(screen.getByLabelText('Address'), address);
    await user.type(screen.getByLabelText('State'), 'Lagos');
    if (phone) await user.type(screen.getByLabelText('Phone number'), phone);
    await user.click(screen.getByRole('button', { name: 'Continue' }));
  }

  it('offers Nigeria as the only country, with the +234 prefix', () => {
    renderPage(<TalentCreateProfilePage />, { path: '/talent/create-profile' });
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Nigeria']);
    expect(screen.getByText('+234')).toBeInTheDocument();
  });

  it.each([
    ['', '1 Marina', 'All fields are required.'],
    ['08012345678', '', 'All fields are required.'],
    ['06012345678', '1 Marina', 'Please enter a valid phone number.'],
    ['0801234567', '1 Marina', 'Please enter a valid phone number.'],
  ])('refuses phone "%s" with address "%s": %s', async (phone, address, message) => {
    const { platform } = renderPage(<TalentCreateProfilePage />, { path: '/talent/create-profile' });
    await fill(phone, address);
    expect(toastMessages(platform)).toEqual([message]);
  });

  it('goes on to skills and experience', async () => {
    renderPage(<TalentCreateProfilePage />, { path: '/talent/create-profile' });
    await fill('09112345678');
    await waitForPath('/talent/skills-and-Experience');
  });
});

describe('TalentSkillsPage', () => {
  async function fill(sample: File, links = 'https://portfolio.example.com/work') {
    const user = userEvent.setup({ applyAccept: false });
    await user.type(screen.getByLabelText('Skillset'), 'UI design, React');
    await user.type(screen.getByLabelText('Job interest'), 'Product design');
    await user.type(screen.getByLabelText('Years of experience'), '4');
    await user.type(screen.getByLabelText('Project links'), links);
    await user.upload(screen.getByLabelText('Work samples'), sample);
    await user.click(screen.getByRole('button', { name: 'Submit' }));
  }

  const jpg = new File(['jpg'], 'work.jpg', { type: 'image/jpeg' });

  it('takes JPG and PNG samples only', async () => {
    const { platform } = renderPage(<TalentSkillsPage />, { path: '/talent/skills-and-Experience' });
    await fill(new File(['gif'], 'work.gif', { type: 'image/gif' }));
    expect(toastMessages(platform)).toEqual(['Only JPG and PNG images are allowed.']);
  });

  it('checks the links', async () => {
    const { platform } = renderPage(<TalentSkillsPage />, { path: '/talent/skills-and-Experience' });
    await fill(jpg, 'my portfolio');
    expect(toastMessages(platform)).toEqual([
      'Project links must be web addresses starting with http:// or https://.',
    ]);
  });

  it('requires every field', async () => {
    const { platform } = renderPage(<TalentSkillsPage />, { path: '/talent/skills-and-Experience' });
    await userEvent.setup().click(screen.getByRole('button', { name: 'Submit' }));
    expect(toastMessages(platform)).toEqual(['All fields are required.']);
  });

  it('shows the coming-soon notice once everything is valid', async () => {
    const { platform } = renderPage(<TalentSkillsPage />, { path: '/talent/skills-and-Experience' });
    await fill(jpg);
    expect(platform.toasts).toEqual([]);
    expect(platform.comingSoonCalls).toBe(1);
  });
});
