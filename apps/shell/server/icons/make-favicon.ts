import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import sharp from 'sharp';

// The shell's icon is drawn once, as SVG (apps/shell/public/favicon.svg); the `.ico` that browsers
// and crawlers ask for at /favicon.ico is made from it by this script and kept beside it:
// `node --import tsx apps/shell/server/icons/make-favicon.ts` after the SVG changes.
const SIZES = [16, 32, 48];

/** An ICO file holding one PNG per size (PNG entries are valid in ICO since Windows Vista). */
export function icoOf(pngs: ReadonlyArray<{ size: number; png: Buffer }>): Buffer {
  const header = Buffer.alloc(6 + 16 * pngs.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(pngs.length, 4);
  let offset = header.length;
  pngs.forEach(({ size, png }, index) => {
    const entry = 6 + 16 * index;
    header.writeUInt8(size % 256, entry);
    header.writeUInt8(size % 256, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...pngs.map(({ png }) => png)]);
}

/** Where the icon's files live: the shell's public folder. */
export const ICON_FOLDER = path.resolve(import.meta.dirname, '../../public');

/** The `.ico` the SVG icon gives. */
export async function faviconIco(svg: Buffer): Promise<Buffer> {
  const pngs = await Promise.all(SIZES.map(async (size) => ({ size, png: await sharp(svg, { density: 300 }).resize(size, size).png().toBuffer() })));
  return icoOf(pngs);
}

async function main(): Promise<void> {
  const svg = await readFile(path.join(ICON_FOLDER, 'favicon.svg'));
  await writeFile(path.join(ICON_FOLDER, 'favicon.ico'), await faviconIco(svg));
}

if (process.argv[1] && import.meta.url.endsWith(path.basename(process.argv[1]))) {
  main().catch((error: unknown) => {
    console.error(error);
    process.exitCode = 1;
  });
}
