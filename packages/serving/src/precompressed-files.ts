import type { RequestHandler } from 'express';
import expressStaticGzip from 'express-static-gzip';
import { setCacheHeaders } from './cache-headers';
import { withoutDocumentHeaders } from './security-headers';

// A file a browser can open as a page of its own (and run scripts in): it keeps the page's headers.
const OPENS_AS_DOCUMENT = /\.(html?|xhtml|svgz?|xml)(\.br)?$/i;

/**
 * A folder of built files, sent as the brotli copy the build wrote beside a file
 * (`main.1a2b3c4d.js.br`) to a browser that accepts brotli, as the file itself otherwise (which a
 * compression middleware after it may still compress). Cached as the file it holds
 * (`setCacheHeaders`), with `Vary: Accept-Encoding`. The folder is read for copies once, when the
 * handler is made: a build's folder does not change while it is served.
 */
export function precompressedFiles(root: string): RequestHandler {
  return expressStaticGzip(root, {
    enableBrotli: true,
    // The server's choice, not the order a browser lists: the brotli copy is the smallest.
    orderPreference: ['br'],
    index: false,
    serveStatic: {
      index: false,
      setHeaders: (res, filePath) => {
        if (!OPENS_AS_DOCUMENT.test(filePath)) withoutDocumentHeaders(res);
        setCacheHeaders(res, filePath);
      },
    },
  }) as RequestHandler;
}
