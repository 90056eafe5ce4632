// Test helpers for component tests in every package (`@platform/shared-ui/testing`).
export * from './render-page';
export * from './sample-plans';
export * from './screen-width';
export * from './test-platform';
