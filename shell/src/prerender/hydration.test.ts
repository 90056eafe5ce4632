import { describe, expect, it } from 'vitest';
import { canHydrate } from './hydration';
import { readVisitorCookie } from './visitor-cookie';

function root(html: string): Element {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('canHydrate', () => {
  const page = root('<div><main><h1>Hero</h1></main></div>');
  const facts = { container: page, signedIn: false, servedFor: 'browser-123456', visitor: 'browser-123456' };

  it('hydrates the prerendered page of a visitor whose builds the API chose by their own id', () => {
    expect(canHydrate(facts)).toBe(true);
    expect(canHydrate({ ...facts, servedFor: null })).toBe(true);
  });

  it('renders afresh an empty shell, a signed-in user, or HTML chosen by another id', () => {
    expect(canHydrate({ ...facts, container: root('') })).toBe(false);
    expect(canHydrate({ ...facts, signedIn: true })).toBe(false);
    expect(canHydrate({ ...facts, servedFor: 'browser-other-1' })).toBe(false);
  });
});

describe('readVisitorCookie', () => {
  it('reads the id among other cookies, or null', () => {
    expect(readVisitorCookie('a=1; platform_visitor_id=browser-123456; b=2')).toBe('browser-123456');
    expect(readVisitorCookie('a=1')).toBeNull();
    expect(readVisitorCookie('')).toBeNull();
  });
});
