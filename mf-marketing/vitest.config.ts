import { componentTestConfig } from '@platform/shared-ui/testing/vitest-config';

export default componentTestConfig({ remote: true, isolate: false });
