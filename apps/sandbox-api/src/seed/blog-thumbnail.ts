import { crc32, deflateSync } from 'node:zlib';

/** Open Graph's preferred image size, so shared links show a full-width card. */
export const THUMBNAIL_WIDTH = 1200;
export const THUMBNAIL_HEIGHT = 630;

type Rgb = readonly [number, number, number];

// The blog type colours of the design tokens (tagMarketing, tagHandbook, tagExpert, tagReport).
const TYPE_COLOURS: Record<number, Rgb> = {
  1: [0x0b, 0x5c, 0xad],
  2: [0x1d, 0x7a, 0x46],
  3: [0x7a, 0x3e, 0xb1],
  4: [0xa8, 0x52, 0x0b],
};

const mix = (a: Rgb, b: Rgb, share: number): Rgb =>
  [0, 1, 2].map((i) => Math.round(a[i]! * (1 - share) + b[i]! * share)) as unknown as Rgb;

function chunk(type: string, data: Buffer): Buffer {
  const length = Buffer.alloc(4);
  length.writeUInt32BE(data.length);
  const body = Buffer.concat([Buffer.from(type, 'ascii'), data]);
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(body));
  return Buffer.concat([length, body, crc]);
}

/** A small deterministic generator, so a post always gets the same picture. */
function seeded(seed: number): () => number {
  let state = seed * 2654435761;
  return () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
}

interface Box {
  x: number;
  y: number;
  w: number;
  h: number;
  colour: Rgb;
}

/** Boxes of an abstract dashboard card: headline bars on the left, a bar chart on the right. */
function layout(type: number, seed: number): { background: Rgb; boxes: Box[] } {
  const base = TYPE_COLOURS[type] ?? TYPE_COLOURS[1]!;
  const white: Rgb = [255, 255, 255];
  const random = seeded(seed);
  const boxes: Box[] = [
    { x: 80, y: 150, w: 420, h: 44, colour: mix(base, white, 0.85) },
    { x: 80, y: 220, w: 340, h: 44, colour: mix(base, white, 0.85) },
    { x: 80, y: 320, w: 260, h: 22, colour: mix(base, white, 0.55) },
    { x: 80, y: 360, w: 300, h: 22, colour: mix(base, white, 0.55) },
    { x: 620, y: 110, w: 500, h: 410, colour: mix(base, white, 0.92) },
  ];
  for (let bar = 0; bar < 7; bar += 1) {
    const height = Math.round(70 + random() * 260);
    boxes.push({ x: 660 + bar * 64, y: 480 - height, w: 40, h: height, colour: mix(base, white, bar % 3 === 0 ? 0.35 : 0) });
  }
  boxes.push({ x: 650, y: 480, w: 440, h: 4, colour: mix(base, [0, 0, 0], 0.3) });
  return { background: base, boxes };
}

const cache = new Map<string, Buffer>();

/** A PNG card for a post, coloured by its type; generated here so the sandbox needs no image files. */
export function blogThumbnailPng(type: number, seed: number): Buffer {
  const key = `${type}:${seed}`;
  const cached = cache.get(key);
  if (cached) return cached;
  const { background, boxes } = layout(type, seed);
  const stride = THUMBNAIL_WIDTH * 3 + 1;
  const pixels = Buffer.alloc(stride * THUMBNAIL_HEIGHT);
  for (let y = 0; y < THUMBNAIL_HEIGHT; y += 1) {
    for (let x = 0; x < THUMBNAIL_WIDTH; x += 1) {
      let colour = background;
      for (const box of boxes) {
        if (x >= box.x && x < box.x + box.w && y >= box.y && y < box.y + box.h) colour = box.colour;
      }
      pixels.set(colour, y * stride + 1 + x * 3);
    }
  }
  const header = Buffer.alloc(13);
  header.writeUInt32BE(THUMBNAIL_WIDTH, 0);
  header.writeUInt32BE(THUMBNAIL_HEIGHT, 4);
  header.set([8, 2, 0, 0, 0], 8); // 8-bit RGB, no interlace
  const png = Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(pixels)),
    chunk('IEND', Buffer.alloc(0)),
  ]);
  cache.set(key, png);
  return png;
}
