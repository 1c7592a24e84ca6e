import { REMOTE_ENTRY_MARK, runRemoteEntryEarly } from './remote-entry-early';

const ENTRY = 'http://localhost:8081/marketing-blog/1.0.0/remoteEntry.js';
const PAGE_CHUNK = 'http://localhost:8081/marketing-blog/1.0.0/__federation_expose_home_page.1a2b.js';

function pageHead(): Document {
  const doc = document.implementation.createHTMLDocument('page');
  doc.head.innerHTML =
    `<link rel="preload" as="script" href="${ENTRY}" ${REMOTE_ENTRY_MARK}>` +
    `<link rel="preload" as="script" href="${PAGE_CHUNK}">`;
  return doc;
}

const scriptsOf = (doc: Document) => [...doc.scripts].map((script) => script.src);

describe('runRemoteEntryEarly', () => {
  it('runs the marked remote entry, and none of the page chunks the runtime loads itself', () => {
    const doc = pageHead();
    runRemoteEntryEarly(doc);
    expect(scriptsOf(doc)).toEqual([ENTRY]);
  });

  it('takes its element away once the entry has run, so the runtime never waits on it', () => {
    const doc = pageHead();
    runRemoteEntryEarly(doc);
    doc.scripts[0]!.dispatchEvent(new Event('load'));
    expect(scriptsOf(doc)).toEqual([]);
  });

  it('takes its element away when the entry fails, so the runtime makes its own request', () => {
    const doc = pageHead();
    runRemoteEntryEarly(doc);
    doc.scripts[0]!.dispatchEvent(new Event('error'));
    expect(scriptsOf(doc)).toEqual([]);
  });

  it('does nothing on a page without a remote (not found, a failed render)', () => {
    const doc = document.implementation.createHTMLDocument('page');
    runRemoteEntryEarly(doc);
    expect(scriptsOf(doc)).toEqual([]);
  });
});
