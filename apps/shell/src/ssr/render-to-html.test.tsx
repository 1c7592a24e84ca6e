/** @jest-environment node */
import { lazy, Suspense } from 'react';
import { renderToHtml } from './render-to-html';

function Broken(): never {
  throw new Error('the page threw');
}

const Later = lazy(async () => ({ default: () => <p>arrived</p> }));

describe('renderToHtml', () => {
  it('waits for lazy parts, so the markup is complete', async () => {
    const html = await renderToHtml(
      <Suspense fallback={<p>loading</p>}>
        <Later />
      </Suspense>,
    );
    expect(html).toContain('arrived');
    expect(html).not.toContain('loading');
  });

  it('tells the caller about an error a boundary caught, which would otherwise leave its fallback unnoticed', async () => {
    const errors: unknown[] = [];
    await renderToHtml(
      <main>
        <Suspense fallback={null}>
          <Broken />
        </Suspense>
      </main>,
      {
        onRenderError: (error) => {
          errors.push(error);
        },
      },
    );
    expect(errors).toEqual([expect.objectContaining({ message: 'the page threw' })]);
  });

  it('fails on an error outside any boundary', async () => {
    await expect(renderToHtml(<Broken />, { onRenderError: () => undefined })).rejects.toThrow('the page threw');
  });
});
