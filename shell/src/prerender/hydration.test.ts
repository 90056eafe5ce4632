import { describe, expect, it } from 'vitest';
import { canHydrate, prerenderedForEveryone } from './hydration';
import { readVisitorCookie } from './visitor-cookie';

function root(html: string): Element {
  const element = document.createElement('div');
  element.innerHTML = html;
  return element;
}

describe('canHydrate', () => {
  const page = root('<div><main><h1>Hero</h1></main></div>');
  const facts = {
    container: page,
    signedIn: false,
    servedFor: 'browser-123456',
    visitor: 'browser-123456',
    forEveryone: false,
  };

  it('hydrates the prerendered page of a visitor whose builds the API chose by their own id', () => {
    expect(canHydrate(facts)).toBe(true);
    expect(canHydrate({ ...facts, servedFor: null })).toBe(true);
  });

  it("hydrates everyone's build for anyone, signed in or not, whatever id it was served for", () => {
    const everyone = { ...facts, forEveryone: true };
    expect(canHydrate({ ...everyone, signedIn: true })).toBe(true);
    expect(canHydrate({ ...everyone, servedFor: 'browser-other-1' })).toBe(true);
    expect(canHydrate({ ...everyone, container: root('') })).toBe(false);
  });

  it('renders afresh an empty shell, or a build chosen by id for a signed-in user or another id', () => {
    expect(canHydrate({ ...facts, container: root('') })).toBe(false);
    expect(canHydrate({ ...facts, signedIn: true })).toBe(false);
    expect(canHydrate({ ...facts, servedFor: 'browser-other-1' })).toBe(false);
  });
});

describe('prerenderedForEveryone', () => {
  it('reads the meta element the API puts in a prerendered page', () => {
    const page = (content: string | null) => {
      const doc = document.implementation.createHTMLDocument();
      if (content) doc.head.innerHTML = `<meta name="platform-prerendered-for" content="${content}">`;
      return doc;
    };
    expect(prerenderedForEveryone(page('everyone'))).toBe(true);
    expect(prerenderedForEveryone(page('visitor'))).toBe(false);
    expect(prerenderedForEveryone(page(null))).toBe(false);
  });
});

describe('readVisitorCookie', () => {
  it('reads the id among other cookies, or null', () => {
    expect(readVisitorCookie('a=1; platform_visitor_id=browser-123456; b=2')).toBe('browser-123456');
    expect(readVisitorCookie('a=1')).toBeNull();
    expect(readVisitorCookie('')).toBeNull();
  });
});
