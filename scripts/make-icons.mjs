// `npm run icons`: renders the app mark (src/renderer/public/favicon.svg) to the icon files the
// packaged app needs, in resources/: icons/<n>x<n>.png (Linux), icon.png (1024 px, the source
// electron-builder also accepts), icon.ico (Windows) and icon.icns (macOS). It uses Chromium
// through playwright-core (CIRCUITFORGE_BROWSER, else /usr/bin/chromium); the outputs are
// committed, so packaging never needs a browser.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const root = join(dirname(fileURLToPath(import.meta.url)), '..');
const out = join(root, 'resources');
const svg = readFileSync(join(root, 'src/renderer/public/favicon.svg'), 'utf8');

const PNG_SIZES = [16, 24, 32, 48, 64, 128, 256, 512, 1024];
const ICO_SIZES = [16, 24, 32, 48, 64, 128, 256];
// ICNS element types holding PNG data, by pixel size (Apple's icns format: "icp4"… "ic14").
const ICNS_TYPES = [
  ['icp4', 16],
  ['icp5', 32],
  ['icp6', 64],
  ['ic07', 128],
  ['ic08', 256],
  ['ic09', 512],
  ['ic10', 1024],
  ['ic11', 32],
  ['ic12', 64],
  ['ic13', 256],
  ['ic14', 512],
];

const browserPath =
  process.env.CIRCUITFORGE_BROWSER ?? ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
if (!browserPath) {
  console.error('make-icons: no Chromium found; set CIRCUITFORGE_BROWSER to a Chrome or Chromium executable.');
  process.exit(1);
}

/** Renders the mark at `size` × `size` pixels with a transparent background. */
async function render(page, size) {
  await page.setViewportSize({ width: size, height: size });
  const sized = svg.replace('<svg ', `<svg width="${size}" height="${size}" `);
  await page.setContent(`<!doctype html><html><body style="margin:0;background:transparent">${sized}</body></html>`);
  return page.screenshot({ omitBackground: true, clip: { x: 0, y: 0, width: size, height: size } });
}

/** A Windows .ico whose images are PNGs (Windows Vista and later read them). */
function ico(images) {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  images.forEach(([size, png], i) => {
    const entry = 6 + 16 * i;
    header.writeUInt8(size >= 256 ? 0 : size, entry);
    header.writeUInt8(size >= 256 ? 0 : size, entry + 1);
    header.writeUInt8(0, entry + 2);
    header.writeUInt8(0, entry + 3);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(png.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += png.length;
  });
  return Buffer.concat([header, ...images.map(([, png]) => png)]);
}

/** A macOS .icns of PNG elements. */
function icns(elements) {
  const parts = elements.map(([type, png]) => {
    const head = Buffer.alloc(8);
    head.write(type, 0, 'latin1');
    head.writeUInt32BE(8 + png.length, 4);
    return Buffer.concat([head, png]);
  });
  const head = Buffer.alloc(8);
  head.write('icns', 0, 'latin1');
  head.writeUInt32BE(8 + parts.reduce((sum, part) => sum + part.length, 0), 4);
  return Buffer.concat([head, ...parts]);
}

const browser = await chromium.launch({
  executablePath: browserPath,
  args: ['--headless', '--no-sandbox', '--disable-gpu'],
});
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });
  const pngs = new Map();
  for (const size of PNG_SIZES) pngs.set(size, await render(page, size));
  mkdirSync(join(out, 'icons'), { recursive: true });
  for (const [size, png] of pngs) writeFileSync(join(out, 'icons', `${size}x${size}.png`), png);
  writeFileSync(join(out, 'icon.png'), pngs.get(1024));
  writeFileSync(join(out, 'icon.ico'), ico(ICO_SIZES.map((size) => [size, pngs.get(size)])));
  writeFileSync(join(out, 'icon.icns'), icns(ICNS_TYPES.map(([type, size]) => [type, pngs.get(size)])));
  console.log(`make-icons: wrote ${PNG_SIZES.length} PNGs, icon.png, icon.ico and icon.icns to resources/`);
} finally {
  await browser.close();
}
