import type { TestPlatform } from '@platform/shared-ui/testing';

/** The calls a page made, without the Google status check that sign-in pages make on their own. */
export const sent = (platform: TestPlatform) =>
  platform.requests.filter((request) => request.path !== '/api/google-login/status');
