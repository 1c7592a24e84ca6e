import HtmlWebpackPlugin from 'html-webpack-plugin';
import { ENTRY_SCRIPTS_ID } from '@echowatch/contracts';
import { entryAsPreload } from './startup-script-hints';

const tag = HtmlWebpackPlugin.createHtmlTagObject;

describe('entryAsPreload', () => {
  it("turns the head's scripts into high-priority preloads, listed in order for the early script to run", () => {
    const tags = entryAsPreload([
      tag('meta', { name: 'viewport', content: 'width=device-width' }),
      tag('script', { defer: true, src: '/runtime.1a.js' }),
      tag('link', { rel: 'stylesheet', href: '/main.2b.css' }),
      tag('script', { defer: true, src: '/main.3c.js' }),
    ]).map((each) => `${each.tagName} ${JSON.stringify(each.attributes)} ${each.innerHTML ?? ''}`.trim());
    expect(tags).toEqual([
      'meta {"name":"viewport","content":"width=device-width"}',
      'link {"rel":"preload","as":"script","href":"/runtime.1a.js","fetchpriority":"high"}',
      'link {"rel":"stylesheet","href":"/main.2b.css"}',
      'link {"rel":"preload","as":"script","href":"/main.3c.js","fetchpriority":"high"}',
      `script {"type":"application/json","id":"${ENTRY_SCRIPTS_ID}"} ["/runtime.1a.js","/main.3c.js"]`,
    ]);
  });

  it('leaves a head without scripts as it is', () => {
    const head = [tag('link', { rel: 'stylesheet', href: '/main.2b.css' })];
    expect(entryAsPreload(head)).toEqual(head);
  });
});
