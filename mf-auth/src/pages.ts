import type { RemotePagesModule } from '@platform/shared-ui';
import { lazy } from 'react';

export const version: RemotePagesModule<'mf_auth'>['version'] = __REMOTE_VERSION__;

/** Every page of the accounts area, by the keys of the shell's route table. */
export const pages: RemotePagesModule<'mf_auth'>['pages'] = {
  login: lazy(() => import('./login/login-page')),
  register: lazy(() => import('./register/register-page')),
  verifyEmail: lazy(() => import('./verify-email/verify-email-page')),
  googleCallback: lazy(() => import('./google-callback/google-callback-page')),
  forgotPassword: lazy(() => import('./password-reset/forgot-password-page')),
  verifyPasswordLink: lazy(() => import('./password-reset/verify-password-link-page')),
  createNewPassword: lazy(() => import('./password-reset/create-new-password-page')),
  passwordUpdated: lazy(() => import('./password-reset/password-updated-page')),
  createProfile: lazy(() => import('./create-profile/create-profile-page')),
  settings: lazy(() => import('./settings/settings-page')),
  talentRegister: lazy(() => import('./talent/talent-register-page')),
  talentCreateProfile: lazy(() => import('./talent/talent-create-profile-page')),
  talentSkillsAndExperience: lazy(() => import('./talent/talent-skills-page')),
};
