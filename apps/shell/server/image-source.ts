/** Why a picture could not be served, as the status the image route answers with. */
export class ImageSourceError extends Error {
  constructor(
    readonly status: 404 | 502,
    message: string,
  ) {
    super(message);
    this.name = 'ImageSourceError';
  }
}

// Raster formats only: an SVG would be rasterised by librsvg from a stranger's markup, and the
// browser shows it sharp at any width anyway.
const PICTURE_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif', 'image/avif']);

/** Lets the connection go without reading the rest; nothing waits on it. */
function discard(body: ReadableStream | ReadableStreamDefaultReader | null | undefined) {
  body?.cancel().catch(() => undefined);
}

async function readCapped(response: Response, maxBytes: number): Promise<Buffer> {
  const declared = Number(response.headers.get('content-length'));
  if (declared > maxBytes) {
    discard(response.body);
    throw new ImageSourceError(502, `larger than ${maxBytes} bytes`);
  }
  const chunks: Uint8Array[] = [];
  let total = 0;
  const reader = response.body?.getReader();
  for (let part = await reader?.read(); part && !part.done; part = await reader?.read()) {
    total += part.value.byteLength;
    // The length header may be missing or wrong: count what really arrives.
    if (total > maxBytes) {
      discard(reader);
      throw new ImageSourceError(502, `larger than ${maxBytes} bytes`);
    }
    chunks.push(part.value);
  }
  return Buffer.concat(chunks);
}

/** The bytes of a picture of the blog, within a time and a size budget. */
export async function fetchSourceImage(url: URL, { timeoutMs, maxBytes }: { timeoutMs: number; maxBytes: number }): Promise<Buffer> {
  // The signal says whether time ran out, whatever error the fetch was ended with.
  const signal = AbortSignal.timeout(timeoutMs);
  let response: Response;
  try {
    // A redirect could lead anywhere, which the allow-list exists to prevent.
    response = await fetch(url, { signal, redirect: 'error', headers: { Accept: 'image/*' } });
  } catch {
    throw new ImageSourceError(502, signal.aborted ? `no answer within ${timeoutMs} ms` : 'unreachable');
  }
  if (response.status === 404) {
    discard(response.body);
    throw new ImageSourceError(404, 'not found');
  }
  const type = (response.headers.get('content-type') ?? '').split(';')[0]!.trim().toLowerCase();
  if (!response.ok || !PICTURE_TYPES.has(type)) {
    discard(response.body);
    throw new ImageSourceError(502, response.ok ? `not a picture (${type || 'no content type'})` : `answered ${response.status}`);
  }
  try {
    return await readCapped(response, maxBytes);
  } catch (error) {
    if (error instanceof ImageSourceError) throw error;
    throw new ImageSourceError(502, signal.aborted ? `no whole answer within ${timeoutMs} ms` : 'cut off');
  }
}
