import { Writable } from 'node:stream';
import type { ReactNode } from 'react';
import { renderToPipeableStream } from 'react-dom/server';

export interface RenderToHtmlOptions {
  /**
   * Called with each error a Suspense boundary caught (instead of logging it). React then writes that
   * boundary's fallback and leaves the rest to the browser, so the caller decides whether the markup
   * can stand.
   */
  onRenderError?: (error: unknown) => void;
}

/**
 * The complete markup of a tree: waits for every lazy part a page splits off (so the first HTML
 * holds the whole page, as the browser will hydrate it), and fails on an error outside a boundary.
 */
export function renderToHtml(tree: ReactNode, { onRenderError }: RenderToHtmlOptions = {}): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    const sink = new Writable({
      write(chunk: Buffer, _encoding, done) {
        chunks.push(chunk);
        done();
      },
      final(done) {
        resolve(Buffer.concat(chunks).toString('utf8'));
        done();
      },
    });
    const stream = renderToPipeableStream(tree, {
      // Never outline a large boundary to be swapped in by an inline script later: the HTML must
      // read complete without JavaScript.
      progressiveChunkSize: Number.POSITIVE_INFINITY,
      onAllReady: () => stream.pipe(sink),
      onError: (error) => {
        if (onRenderError) onRenderError(error);
        else console.error(error);
      },
      onShellError: reject,
    });
  });
}
