import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { pngBytes, registerAccount } from './support/accounts-helpers.js';
import { bearer, createUser, formToken, logIn, postJson, useHarness } from './support/harness.js';

const h = useHarness();
const picturesDir = () => join(h.uploadsDir, 'profile-pictures');

interface ProfileFields {
  business_name?: string;
  industry?: string;
  address?: string;
  number_of_team_members?: string;
  profile_picture?: File | string;
}

const picture = (bytes: Uint8Array = pngBytes, name = 'me.png', type = 'image/png') =>
  new File([Buffer.from(bytes)], name, { type });

const validFields = (): ProfileFields => ({
  business_name: 'Okafor Studio',
  industry: 'Retail',
  address: '12 Admiralty Way, Lekki, Lagos',
  number_of_team_members: '4',
  profile_picture: picture(),
});

async function postProfile(token: string, fields: ProfileFields) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) {
    if (value !== undefined) form.append(name, value);
  }
  // Encoded up front, so the request carries a Content-Length as browsers send it.
  const encoded = new Request('http://localhost/', { method: 'POST', body: form });
  const body = await encoded.arrayBuffer();
  const response = await h.app.request('/api/create-profile/', {
    method: 'POST',
    headers: {
      Authorization: `Bearer ${token}`,
      'Content-Type': encoded.headers.get('Content-Type') ?? '',
      'Content-Length': String(body.byteLength),
    },
    body,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

async function userDetails(token: string) {
  const response = await h.app.request('/api/user-details/', bearer(token));
  return (await response.json()) as { user_firstname: string; user_img: string | null };
}

describe('GET /api/user-details/', () => {
  it("gives the user's first name, and no picture before one is uploaded", async () => {
    const user = await createUser(h.db);
    const stored = await h.db.prisma.user.findUniqueOrThrow({ where: { id: user.id } });
    expect(await userDetails(await logIn(h.app, user))).toEqual({
      user_firstname: stored.firstName,
      user_img: null,
    });
  });

  it('answers 401 to visitors', async () => {
    expect((await h.app.request('/api/user-details/')).status).toBe(401);
  });
});

describe('GET /api/create-profile/', () => {
  it("gives the signed-in user's initials and e-mail", async () => {
    const user = await createUser(h.db);
    const response = await h.app.request('/api/create-profile/', bearer(await logIn(h.app, user)));
    expect(await response.json()).toEqual({ user_initials: 'FT', user_email: user.email });
    expect((await h.app.request('/api/create-profile/')).status).toBe(401);
  });
});

describe('POST /api/create-profile/', () => {
  let token: string;
  let userId: string;

  beforeAll(async () => {
    const user = await createUser(h.db, { profile: false });
    userId = user.id;
    token = await logIn(h.app, user);
  });

  it('requires every field and the picture, with the spec text', async () => {
    const required = {
      status: 422,
      body: { message: 'All fields, including profile picture, are required.' },
    };
    for (const field of [
      'business_name',
      'industry',
      'address',
      'number_of_team_members',
      'profile_picture',
    ]) {
      expect(await postProfile(token, { ...validFields(), [field]: undefined })).toMatchObject(required);
    }
    expect(await postProfile(token, { ...validFields(), address: '   ' })).toMatchObject(required);
    expect(await postProfile(token, { ...validFields(), profile_picture: 'not a file' })).toMatchObject(
      required,
    );
    expect(
      await postProfile(token, { ...validFields(), profile_picture: picture(new Uint8Array()) }),
    ).toMatchObject(required);
  });

  it('takes only images, judged by their content rather than their name or type', async () => {
    const notAnImage = {
      status: 422,
      body: { message: 'The profile picture must be an image file (JPEG, PNG, GIF or WebP).' },
    };
    const script = new TextEncoder().encode('<svg onload="alert(1)"></svg>');
    expect(
      await postProfile(token, { ...validFields(), profile_picture: picture(script, 'me.png') }),
    ).toMatchObject(notAnImage);
    const html = new TextEncoder().encode('<html><script>alert(1)</script></html>');
    expect(
      await postProfile(token, { ...validFields(), profile_picture: picture(html, 'me.jpg', 'image/jpeg') }),
    ).toMatchObject(notAnImage);
  });

  it('caps the picture at 5 MB', async () => {
    const big = new Uint8Array(5 * 1024 * 1024 + 1);
    big.set(pngBytes);
    expect(await postProfile(token, { ...validFields(), profile_picture: picture(big) })).toMatchObject({
      status: 422,
      body: { message: 'The profile picture must be 5 MB or smaller.' },
    });
    const huge = new Uint8Array(6 * 1024 * 1024);
    huge.set(pngBytes);
    expect(await postProfile(token, { ...validFields(), profile_picture: picture(huge) })).toMatchObject({
      status: 413,
      body: { message: 'The profile picture must be 5 MB or smaller.' },
    });
  });

  it('checks the team size and the text lengths', async () => {
    for (const count of ['0', '-2', '2.5', 'many']) {
      expect(await postProfile(token, { ...validFields(), number_of_team_members: count })).toMatchObject({
        status: 422,
        body: { message: 'Number of team members must be a whole number of at least 1.' },
      });
    }
    expect(await postProfile(token, { ...validFields(), industry: 'x'.repeat(201) })).toMatchObject({
      status: 422,
      body: { message: 'Business name, industry and address must be at most 200 characters long.' },
    });
  });

  it('saved nothing for any refused form', async () => {
    expect(await h.db.prisma.businessProfile.findUnique({ where: { userId } })).toBeNull();
    expect(existsSync(picturesDir()) ? readdirSync(picturesDir()) : []).toEqual([]);
  });

  it('saves the profile; the picture gets a server-made name outside the web root and is served at user_img', async () => {
    expect(
      await postProfile(token, { ...validFields(), profile_picture: picture(pngBytes, '../../evil.svg') }),
    ).toEqual({
      status: 200,
      body: { message: 'Profile created successfully' },
    });
    const profile = await h.db.prisma.businessProfile.findUniqueOrThrow({ where: { userId } });
    expect(profile).toMatchObject({
      businessName: 'Okafor Studio',
      industry: 'Retail',
      numberOfTeamMembers: 4,
      pictureKey: expect.stringMatching(/^[0-9a-f]{32}\.png$/),
    });
    expect(readdirSync(picturesDir())).toEqual([profile.pictureKey]);

    const { user_img } = await userDetails(token);
    expect(user_img).toBe(`/api/profile-pictures/${profile.pictureKey}`);
    const served = await h.app.request(user_img ?? '');
    expect(served.status).toBe(200);
    expect(served.headers.get('Content-Type')).toBe('image/png');
    expect(served.headers.get('X-Content-Type-Options')).toBe('nosniff');
    expect(new Uint8Array(await served.arrayBuffer())).toEqual(pngBytes);

    const { email } = await h.db.prisma.user.findUniqueOrThrow({ where: { id: userId } });
    const login = await postJson(
      h.app,
      '/api/login/',
      { email, pwd: 'Correct-horse-1!', screen_width: 1440 },
      await formToken(h.app),
    );
    expect(await login.json()).toMatchObject({ navigate_to: '/dashboard' });
  });

  it('replaces the profile and its picture on a second save, removing the old file', async () => {
    const before = await h.db.prisma.businessProfile.findUniqueOrThrow({ where: { userId } });
    const gif = new TextEncoder().encode('GIF89a-rest-of-a-gif');
    expect(
      (
        await postProfile(token, {
          ...validFields(),
          business_name: 'Renamed',
          profile_picture: picture(gif),
        })
      ).status,
    ).toBe(200);
    const after = await h.db.prisma.businessProfile.findUniqueOrThrow({ where: { userId } });
    expect(after.businessName).toBe('Renamed');
    expect(after.pictureKey).toMatch(/\.gif$/);
    expect(readdirSync(picturesDir())).toEqual([after.pictureKey]);
    expect((await h.app.request(`/api/profile-pictures/${before.pictureKey}`)).status).toBe(404);
  });

  it('refuses names it did not make', async () => {
    for (const key of ['..%2F..%2Fsecret', 'abc.png', `${'0'.repeat(32)}.svg`]) {
      expect((await h.app.request(`/api/profile-pictures/${key}`)).status).toBe(404);
    }
  });

  it('needs a verified address and a signed-in user', async () => {
    const { email, password } = await registerAccount(h);
    const unverified = await logIn(h.app, { email, password });
    expect(await postProfile(unverified, validFields())).toMatchObject({
      status: 403,
      body: { message: 'Please verify your email address first.' },
    });
    const visitor = await h.app.request('/api/create-profile/', { method: 'POST', body: new FormData() });
    expect(visitor.status).toBe(401);
  });
});
