import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

const RESOURCES = join(import.meta.dirname, '../../resources');
const SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];

/** Width, height and colour type from a PNG's IHDR chunk. */
function pngInfo(png: Buffer) {
  expect(png.subarray(0, 8)).toEqual(Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]));
  expect(png.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20), colourType: png.readUInt8(25) };
}

describe('the app icons (npm run icons)', () => {
  it.each(SIZES)('has a %i px square PNG with transparency for Linux', (size) => {
    const info = pngInfo(readFileSync(join(RESOURCES, 'icons', `${size}x${size}.png`)));
    expect(info).toEqual({ width: size, height: size, colourType: 6 });
  });

  it('has a 1024 px icon.png', () => {
    expect(pngInfo(readFileSync(join(RESOURCES, 'icon.png')))).toMatchObject({ width: 1024, height: 1024 });
  });

  it('has a Windows .ico whose images are the 16–256 px PNGs', () => {
    const ico = readFileSync(join(RESOURCES, 'icon.ico'));
    expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
    const count = ico.readUInt16LE(4);
    const sizes = Array.from({ length: count }, (_, i) => {
      const entry = 6 + 16 * i;
      const png = ico.subarray(
        ico.readUInt32LE(entry + 12),
        ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8),
      );
      const { width } = pngInfo(png);
      expect(ico.readUInt8(entry)).toBe(width >= 256 ? 0 : width);
      return width;
    });
    expect(sizes).toEqual([16, 24, 32, 48, 64, 128, 256]);
  });

  it('has a macOS .icns with PNG elements up to 1024 px', () => {
    const icns = readFileSync(join(RESOURCES, 'icon.icns'));
    expect(icns.toString('latin1', 0, 4)).toBe('icns');
    expect(icns.readUInt32BE(4)).toBe(icns.length);
    const elements: Record<string, number> = {};
    for (let offset = 8; offset < icns.length;) {
      const type = icns.toString('latin1', offset, offset + 4);
      const length = icns.readUInt32BE(offset + 4);
      elements[type] = pngInfo(icns.subarray(offset + 8, offset + length)).width;
      offset += length;
    }
    expect(elements).toMatchObject({ ic07: 128, ic08: 256, ic09: 512, ic10: 1024, ic14: 512 });
  });
});
