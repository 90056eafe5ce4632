import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { type FetchScript, renderPage, toastMessages, waitForPath } from '@platform/shared-ui/testing';
import { useLocation } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import CreateProfilePage from './create-profile-page';

const owner: FetchScript = {
  'GET /api/create-profile/': { body: { user_initials: 'AO', user_email: 'ada@example.com' } },
};

const open = (script: FetchScript = owner) =>
  renderPage(<CreateProfilePage />, { path: '/create-profile', script, token: 'token-1' }).platform;

const png = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'me.png', { type: 'image/png' });

interface Values {
  business?: string;
  industry?: string;
  team?: string;
  address?: string;
  picture?: File | null;
}

async function fill({
  business = 'Okafor Studio',
  industry = 'Retail',
  team = '4',
  address = 'Lekki, Lagos',
  picture = png(),
}: Values = {}) {
  const user = userEvent.setup({ applyAccept: false });
  if (business) await user.type(screen.getByLabelText('Business name'), business);
  if (industry) await user.selectOptions(screen.getByLabelText('Industry'), industry);
  if (team) await user.type(screen.getByLabelText('Number of team members'), team);
  if (address) await user.type(screen.getByLabelText('Address'), address);
  if (picture) await user.upload(screen.getByLabelText('Profile picture'), picture);
  return user;
}

const createButton = () => screen.getByRole('button', { name: 'Create Profile' });

describe('CreateProfilePage', () => {
  it('shows the read-only e-mail and the initials from GET /api/create-profile/', async () => {
    open();
    expect(screen.getByText('Loading your account...')).toBeInTheDocument();
    expect(await screen.findByLabelText('Your initials')).toHaveTextContent('AO');
    expect(screen.getByLabelText('Email')).toHaveValue('ada@example.com');
    expect(screen.getByLabelText('Email')).toHaveAttribute('readonly');
  });

  it('shows why the account could not be read, with a retry', async () => {
    open({
      'GET /api/create-profile/': {
        status: 500,
        body: { message: 'Something went wrong on our side. Please try again.' },
      },
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Something went wrong on our side. Please try again.',
    );
    expect(screen.getByRole('button', { name: 'Try again' })).toBeInTheDocument();
  });

  it.each<[string, Values, string]>([
    ['no picture', { picture: null }, 'All fields, including profile picture, are required.'],
    ['no business name', { business: '' }, 'All fields, including profile picture, are required.'],
    ['no industry', { industry: '' }, 'All fields, including profile picture, are required.'],
    [
      'a file that is not an image',
      { picture: new File(['%PDF'], 'cv.pdf', { type: 'application/pdf' }) },
      'The profile picture must be an image file (JPEG, PNG, GIF or WebP).',
    ],
    [
      'a picture over 5 MB',
      { picture: new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.png', { type: 'image/png' }) },
      'The profile picture must be 5 MB or smaller.',
    ],
    ['no team members', { team: '0' }, 'Number of team members must be a whole number of at least 1.'],
  ])('refuses %s', async (_case, values, message) => {
    const platform = open();
    await screen.findByLabelText('Your initials');
    const user = await fill(values);
    await user.click(createButton());
    expect(toastMessages(platform)).toEqual([message]);
    expect(platform.requests.filter((request) => request.method === 'POST')).toEqual([]);
  });

  it('marks the picture itself when it is the only thing missing', async () => {
    open();
    await screen.findByLabelText('Your initials');
    const user = await fill({ picture: null });
    await user.click(createButton());
    const picture = screen.getByLabelText('Profile picture');
    expect(picture).toHaveAttribute('aria-invalid', 'true');
    expect(picture).toHaveAccessibleDescription(
      'JPEG, PNG, GIF or WebP, up to 5 MB. All fields, including profile picture, are required.',
    );
  });

  it('previews the chosen picture', async () => {
    open();
    await screen.findByLabelText('Your initials');
    await fill();
    expect(await screen.findByRole('img', { name: 'Your profile picture' })).toHaveAttribute(
      'src',
      expect.stringMatching(/^data:image\/png;base64,/),
    );
  });

  it('sends the profile as multipart and goes to /dashboard', async () => {
    const platform = open({
      ...owner,
      'POST /api/create-profile/': { body: { message: 'Profile created successfully' } },
    });
    await screen.findByLabelText('Your initials');
    const picture = png();
    const user = await fill({ business: ' Okafor Studio ', picture });
    await user.click(createButton());
    await waitForPath('/dashboard');
    const request = platform.requests.find((candidate) => candidate.method === 'POST');
    expect(request?.authorization).toBe('Bearer token-1');
    const form = request?.body as FormData;
    expect(Object.fromEntries([...form.entries()].filter(([name]) => name !== 'profile_picture'))).toEqual({
      business_name: 'Okafor Studio',
      industry: 'Retail',
      address: 'Lekki, Lagos',
      number_of_team_members: '4',
    });
    expect((form.get('profile_picture') as File).name).toBe('me.png');
    expect(platform.toasts).toEqual([
      { message: 'Profile created successfully', options: { type: 'success', position: 'bottom-right' } },
    ]);
  });

  it('asked before a first project of their own, says so and goes back to the new-project chat', async () => {
    const Chat = () => <p>{JSON.stringify(useLocation().state)}</p>;
    renderPage(<CreateProfilePage />, {
      path: '/create-profile',
      url: '/create-profile?next=new-project',
      script: {
        ...owner,
        'POST /api/create-profile/': { body: { message: 'Profile created successfully' } },
      },
      token: 'token-1',
      routes: { '/project/create-project': <Chat /> },
    });
    expect(
      await screen.findByText('Before your first project of your own, tell us about your business.'),
    ).toBeInTheDocument();
    await screen.findByLabelText('Your initials');
    const user = await fill();
    await user.click(createButton());
    await waitForPath('/project/create-project');
    expect(await screen.findByText('{"fromButton":true}')).toBeInTheDocument();
  });

  it("shows the server's refusal", async () => {
    const platform = open({
      ...owner,
      'POST /api/create-profile/': {
        status: 422,
        body: { message: 'The profile picture must be an image file (JPEG, PNG, GIF or WebP).' },
      },
    });
    await screen.findByLabelText('Your initials');
    const user = await fill();
    await user.click(createButton());
    await waitFor(() =>
      expect(toastMessages(platform)).toEqual([
        'The profile picture must be an image file (JPEG, PNG, GIF or WebP).',
      ]),
    );
    expect(createButton()).toBeEnabled();
  });
});
