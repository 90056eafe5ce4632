import { describe, expect, it } from 'vitest';
import { createTestPlatform } from '../testing';
import { platform, providePlatform } from './platform';

describe('platform contract', () => {
  it('returns what the shell provided', () => {
    const impl = createTestPlatform();
    providePlatform(impl);
    expect(platform()).toBe(impl);
  });
});
