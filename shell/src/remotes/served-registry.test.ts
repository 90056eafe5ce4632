import { SERVED_REGISTRY_ID } from '@platform/contract';
import { describe, expect, it } from 'vitest';
import { servedRegistry } from './served-registry';

const remotes = [
  {
    name: 'mf_marketing',
    package: 'mf-marketing',
    area: 'Marketing',
    version: '7',
    entry: '/remotes/mf-marketing/7/mf-manifest.json',
    channel: 'live',
  },
];
const manifests = { '/remotes/mf-marketing/7/mf-manifest.json': { metaData: {} } };

/** A page as the API serves it, with the registry answer picked for `visitor` (null: no canary). */
function pageWith(text: string | null): Document {
  const page = document.implementation.createHTMLDocument();
  if (text !== null) {
    const script = page.createElement('script');
    script.type = 'application/json';
    script.id = SERVED_REGISTRY_ID;
    script.textContent = text;
    page.head.append(script);
  }
  return page;
}
const answer = (visitor: string | null) => pageWith(JSON.stringify({ visitor, remotes, manifests }));
const fromServer = { transferSize: 5120 };
const facts = { signedIn: false, visitor: 'browser-123456', navigation: fromServer };

describe('servedRegistry', () => {
  it('gives everyone the answer of a registry without canaries, signed in or not', () => {
    expect(servedRegistry({ ...facts, page: answer(null) })).toEqual({ remotes, manifests });
    expect(servedRegistry({ ...facts, signedIn: true, page: answer(null) })).toEqual({ remotes, manifests });
  });

  it("gives a canary bucket's answer only to the signed-out browser whose id picked it", () => {
    expect(servedRegistry({ ...facts, page: answer('browser-123456') })).toEqual({ remotes, manifests });
    expect(servedRegistry({ ...facts, page: answer('browser-other-1') })).toBeNull();
    expect(servedRegistry({ ...facts, signedIn: true, page: answer('browser-123456') })).toBeNull();
  });

  it('asks the API when the page came from the cache unasked, has no answer, or an unreadable one', () => {
    expect(servedRegistry({ ...facts, page: answer(null), navigation: { transferSize: 0 } })).toBeNull();
    expect(servedRegistry({ ...facts, page: answer(null), navigation: undefined })).toBeNull();
    expect(servedRegistry({ ...facts, page: pageWith(null) })).toBeNull();
    expect(servedRegistry({ ...facts, page: pageWith('{"remotes": [') })).toBeNull();
    expect(servedRegistry({ ...facts, page: pageWith('{"remotes": {}, "manifests": {}}') })).toBeNull();
  });
});
