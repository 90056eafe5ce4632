import { describe, expect, it } from 'vitest';
import { pages } from './pages';

describe('pages', () => {
  it('has a page for every accounts route of the shell', () => {
    expect(Object.keys(pages).sort()).toEqual(
      [
        'createNewPassword',
        'createProfile',
        'forgotPassword',
        'googleCallback',
        'login',
        'passwordUpdated',
        'register',
        'settings',
        'talentCreateProfile',
        'talentRegister',
        'talentSkillsAndExperience',
        'verifyEmail',
        'verifyPasswordLink',
      ].sort(),
    );
  });
});
