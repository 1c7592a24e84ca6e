import { testSiteConfig } from '@echowatch/test-utils';
import { PAGE_STATE_ID, readPageState, serializePageState, type PageState } from './page-state';

const HOSTILE = '</script><script>alert(1)</script><!-- & </SCRIPT > -->';

function state(): PageState {
  const config = testSiteConfig();
  config.brand.name = `Echo${HOSTILE}`;
  return {
    config,
    language: 'en',
    loaderData: {
      blogDetail: {
        pageData: {
          post: { ok: true, value: { title: HOSTILE, content: '<p>a\u2028b\u2029c</p>', price: '$& $1' } },
          missing: { ok: false, code: 404, message: '<!--not found-->' },
        },
      },
      home: { pageData: {}, failed: true },
    },
  };
}

/** The document as the server sends it, parsed as a browser parses it. */
function servedDocument(json: string): Document {
  return new DOMParser().parseFromString(
    `<!doctype html><html><head></head><body><div id="root"></div><script id="${PAGE_STATE_ID}" type="application/json">${json}</script></body></html>`,
    'text/html',
  );
}

describe('serializePageState', () => {
  it('writes nothing that can end its script element, open a comment or break a line in old parsers', () => {
    const json = serializePageState(state());
    expect(json).not.toMatch(/[<>&\u2028\u2029]/);
  });

  it('parses back to the same state', () => {
    expect(JSON.parse(serializePageState(state()))).toEqual(state());
  });

  it('stays one script element when the page is parsed as HTML', () => {
    const doc = servedDocument(serializePageState(state()));
    expect(doc.scripts).toHaveLength(1);
    expect(doc.body.lastElementChild?.id).toBe(PAGE_STATE_ID);
    expect(readPageState(doc)).toEqual(state());
  });
});

describe('readPageState', () => {
  it('reads the state of the current document by default', () => {
    document.body.innerHTML = `<script id="${PAGE_STATE_ID}" type="application/json">${serializePageState(state())}</script>`;
    expect(readPageState()).toEqual(state());
    document.body.innerHTML = '';
  });

  it('returns null when the page has no state', () => {
    expect(readPageState(servedDocument('').implementation.createHTMLDocument(''))).toBeNull();
    expect(readPageState(servedDocument(''))).toBeNull();
  });

  it('returns null for a state that is not JSON', () => {
    expect(readPageState(servedDocument('{"config": {"cut'))).toBeNull();
  });
});
