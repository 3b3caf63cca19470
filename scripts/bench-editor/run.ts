// `npm run bench:editor`: opens circuits of 1,000 and 5,000 components in the real app (browser host,
// headless Chromium) and measures time to interactive and panning frame rates at zoom 1 and at fit.
import { loadavg } from 'node:os';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/support/find-browser';
import { startHost } from '../../tests/e2e/support/host-process';
import { benchCircuitFile } from './generate-circuit';
import { medianPanFps, settle, timeOpen, zoomFps } from './measure';

const SIZES = [1000, 5000];
const TOGGLE_REASON = 'toggle_ms needs the simulator (issue 3): the sim:* channels answer UNAVAILABLE in this build';

interface Row {
  components: number;
  wires: number;
  open_ms: number;
  load_ms: number;
  pan_fps: number;
  pan_fps_fit: number;
  zoom_fps: number;
  zoom_fps_fit: number;
  toggle_ms: null;
}

const host = await startHost();
const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
// tsx compiles with esbuild's keepNames, which wraps the functions we send to the page in a
// __name() helper that exists only in Node; give the page a no-op one.
await context.addInitScript({ content: 'window.__name = (f) => f;' });
const rows: Row[] = [];
let emptyFps: number | undefined;
try {
  const page = await context.newPage();
  page.on('pageerror', (error) => console.error('page error:', error.message));
  await page.goto(host.url);
  await page.locator('.canvas-host[data-status="ready"]').waitFor();
  const home = await page.locator('.canvas-host').getAttribute('data-circuit-id');
  // The ceiling of this machine right now: panning an empty canvas (other load lowers it).
  emptyFps = await medianPanFps(page);

  for (const size of SIZES) {
    const content = benchCircuitFile(size);
    const imported = await page.evaluate(async (text) => {
      const token = document.querySelector<HTMLMetaElement>('meta[name="circuitforge-token"]')?.content ?? '';
      const response = await fetch('/rpc/circuit:import', {
        method: 'POST',
        headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
        body: JSON.stringify({ content: text }),
      });
      return (await response.json()) as { success: boolean; data?: { meta: { id: string } }; error?: string };
    }, content);
    if (!imported.success || !imported.data) throw new Error(`import failed: ${imported.error}`);
    const id = imported.data.meta.id;
    const wires = (content.match(/"from"/g) ?? []).length;
    // Importing opened it in the main process; start each measurement from the small home circuit.
    await timeOpen(page, home!);
    await settle(page);

    const open_ms = await timeOpen(page, id);
    await settle(page);
    // Zoom 1 around the middle of the view, then zoomed out to fit everything.
    await page.keyboard.press('Control+0');
    await page.waitForTimeout(300);
    const pan_fps = await medianPanFps(page);
    const zoom_fps = await zoomFps(page);
    await page.keyboard.press('Control+0');
    await page.keyboard.press('f');
    await page.waitForTimeout(300);
    const pan_fps_fit = await medianPanFps(page);
    const zoom_fps_fit = await zoomFps(page);

    // A fresh window with the circuit already open: load, parse and draw from scratch.
    const load = await context.newPage();
    await load.goto(host.url);
    await load.locator(`.canvas-host[data-circuit-id="${id}"]`).waitFor({ timeout: 60_000 });
    await settle(load, 2);
    const load_ms = await load.evaluate(() => performance.now());
    await load.close();

    rows.push({
      components: size,
      wires,
      open_ms,
      load_ms,
      pan_fps,
      pan_fps_fit,
      zoom_fps,
      zoom_fps_fit,
      toggle_ms: null,
    });
  }
} finally {
  await browser.close();
  await host.stop();
}

const fmt = (n: number, digits = 0) => n.toFixed(digits).padStart(9);
console.log(
  `\nMachine: load average ${loadavg()
    .map((l) => l.toFixed(2))
    .join(' ')}; an empty canvas pans at ${emptyFps?.toFixed(1) ?? '?'} fps.`,
);
console.log('\ncomponents    wires   open_ms   load_ms   pan_fps  pan_fps_fit  zoom_fps  zoom_fps_fit  toggle_ms');
for (const r of rows) {
  console.log(
    `${String(r.components).padStart(10)}${String(r.wires).padStart(9)}${fmt(r.open_ms)}${fmt(r.load_ms)}${fmt(r.pan_fps, 1)}${fmt(r.pan_fps_fit, 1).padStart(13)}${fmt(r.zoom_fps, 1).padStart(10)}${fmt(r.zoom_fps_fit, 1).padStart(14)}${'null'.padStart(11)}`,
  );
}
console.log(`\ntoggle_ms: null — ${TOGGLE_REASON}.`);
console.log('open_ms: switcher click → circuit drawn and frames flowing; load_ms: page load with the circuit open;');
console.log('pan_fps / pan_fps_fit: median of three 2 s pans (middle button) at zoom 1 / fitted to the view;');
console.log(
  'zoom_fps / zoom_fps_fit: 2 s of wheel zooming in and out (factor ~2.5) from zoom 1 / from the fitted view.\n',
);
for (const r of rows) {
  console.log(
    JSON.stringify({
      components: r.components,
      open_ms: Math.round(r.open_ms),
      pan_fps: Math.round(r.pan_fps * 10) / 10,
      pan_fps_fit: Math.round(r.pan_fps_fit * 10) / 10,
      toggle_ms: r.toggle_ms,
    }),
  );
}
