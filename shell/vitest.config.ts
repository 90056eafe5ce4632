import { componentTestConfig } from '@platform/shared-ui/testing/vitest-config';

// CSS processed so the coming-soon notice's exact dimensions can be checked.
export default componentTestConfig({ css: true });
