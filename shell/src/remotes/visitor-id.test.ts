import { describe, expect, it } from 'vitest';
import { VISITOR_ID_KEY, visitorId } from './visitor-id';

function memoryStorage(initial: Record<string, string> = {}) {
  const values = new Map(Object.entries(initial));
  return {
    getItem: (key: string) => values.get(key) ?? null,
    setItem: (key: string, value: string) => void values.set(key, value),
    values,
  };
}

describe('visitorId', () => {
  it('makes a random id once and answers the same one afterwards', () => {
    const storage = memoryStorage();
    const first = visitorId(storage);
    expect(first).toMatch(/^[\w-]{8,64}$/);
    expect(visitorId(storage)).toBe(first);
    expect(storage.values.get(VISITOR_ID_KEY)).toBe(first);
  });

  it('replaces a stored value that is not an id', () => {
    const storage = memoryStorage({ [VISITOR_ID_KEY]: '<script>' });
    expect(visitorId(storage)).not.toBe('<script>');
  });

  it('keeps the id the API served the first page for, when storage has none', () => {
    const storage = memoryStorage();
    expect(visitorId(storage, 'served-id-123')).toBe('served-id-123');
    expect(visitorId(memoryStorage({ [VISITOR_ID_KEY]: 'stored-id-456' }), 'served-id-123')).toBe(
      'stored-id-456',
    );
  });

  it('still answers an id without storage', () => {
    expect(visitorId(null)).toMatch(/^[\w-]{8,64}$/);
  });
});
