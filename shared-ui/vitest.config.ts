import { componentTestConfig } from './src/testing/vitest-config.js';

export default componentTestConfig({ css: true, isolate: false });
