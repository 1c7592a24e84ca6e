/** @jest-environment node */
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { faviconIco, ICON_FOLDER, icoOf } from './make-favicon';

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47]);

/** The sizes and PNG signatures an ICO's directory points at. */
function entriesOf(ico: Buffer) {
  expect(ico.readUInt16LE(2)).toBe(1);
  return Array.from({ length: ico.readUInt16LE(4) }, (_, index) => {
    const entry = 6 + 16 * index;
    const offset = ico.readUInt32LE(entry + 12);
    return { size: ico.readUInt8(entry), signature: ico.subarray(offset, offset + 4), length: ico.readUInt32LE(entry + 8) };
  });
}

describe('the favicon', () => {
  it('is an ICO whose entries point at whole PNGs', () => {
    const pngs = [16, 32].map((size) => ({ size, png: Buffer.concat([PNG_SIGNATURE, Buffer.alloc(size)]) }));
    const ico = icoOf(pngs);
    expect(entriesOf(ico)).toEqual(pngs.map(({ size, png }) => ({ size, signature: PNG_SIGNATURE, length: png.length })));
    expect(ico.length).toBe(6 + 16 * 2 + pngs[0]!.png.length + pngs[1]!.png.length);
  });

  it('kept in public/ is the one the SVG icon gives, at 16, 32 and 48 px', async () => {
    const kept = await readFile(path.join(ICON_FOLDER, 'favicon.ico'));
    expect(entriesOf(kept).map(({ size, signature }) => ({ size, signature }))).toEqual(
      [16, 32, 48].map((size) => ({ size, signature: PNG_SIGNATURE })),
    );
    expect(kept.equals(await faviconIco(await readFile(path.join(ICON_FOLDER, 'favicon.svg'))))).toBe(true);
  });
});
