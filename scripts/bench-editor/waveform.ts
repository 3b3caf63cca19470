// The waveform's benchmark: 64 signals of 100,000 samples (a dump written here, opened through the
// panel's "Open a VCD file"), panned with the mouse at two zooms; frames per second as the page draws them.
import { chromium, type Browser, type Page } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from '../../tests/e2e/support/find-browser';
import { startHost } from '../../tests/e2e/support/host-process';
import { framesWhile, settle } from './measure';

/** Signals and samples of the recording. */
export const WAVE_SIGNALS = 64;
export const WAVE_SAMPLES = 100_000;
/** Of the signals, this many are 8-bit buses (the rest one bit). */
const BUSES = 16;

/** A deterministic dump: bit i toggles every (1 + i % 4) samples, bus j takes a new value every (1 + j % 4). */
export function benchVcd(signals = WAVE_SIGNALS, samples = WAVE_SAMPLES): string {
  const id = (n: number) => {
    let s = '';
    let k = n;
    do {
      s += String.fromCharCode(33 + (k % 94));
      k = Math.floor(k / 94);
    } while (k > 0);
    return s;
  };
  const out: string[] = ['$timescale 1ns $end', '$scope module bench $end'];
  for (let i = 0; i < signals; i++) {
    const bus = i >= signals - BUSES;
    out.push(`$var wire ${bus ? 8 : 1} ${id(i)} ${bus ? `D${i}` : `S${i}`}${bus ? ' [7:0]' : ''} $end`);
  }
  out.push('$upscope $end', '$enddefinitions $end');
  let seed = 7;
  const next = () => (seed = (Math.imul(seed, 1103515245) + 12345) >>> 0);
  for (let t = 0; t < samples; t++) {
    out.push(`#${t}`);
    for (let i = 0; i < signals; i++) {
      if (t % (1 + (i % 4)) !== 0) continue;
      const bus = i >= signals - BUSES;
      if (bus) out.push(`b${((next() >>> 8) & 0xff).toString(2)} ${id(i)}`);
      else out.push(`${Math.floor(t / (1 + (i % 4))) % 2}${id(i)}`);
    }
  }
  return `${out.join('\n')}\n`;
}

/** What the waveform benchmark measured. */
export interface WaveformRow {
  readonly signals: number;
  readonly samples: number;
  /** Milliseconds from picking the file to the 64 rows drawn. */
  readonly open_ms: number;
  /** Frames per second while panning with about 9,000 samples in view (many changes to a pixel). */
  readonly pan_fps_dense: number;
  /** The same with about 500 samples in view (a box or an edge every pixel or two, values written). */
  readonly pan_fps_detail: number;
  /** Rows in view while panning, and the plot's width in pixels. */
  readonly rows_in_view: number;
  readonly plot_px: number;
}

/** Drags the waves sideways for `ms`, back and forth, and returns the frames per second. */
async function panWaves(page: Page, ms = 2000): Promise<number> {
  await settle(page);
  const box = (await page.getByTestId('wave-canvas').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + Math.min(box.height / 2, 400);
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  const fps = await framesWhile(page, async () => {
    const start = Date.now();
    let t = 0;
    while (Date.now() - start < ms) {
      t += 0.08;
      await page.mouse.move(cx + (box.width / 4) * Math.sin(t), cy);
    }
  });
  await page.mouse.up();
  return fps;
}

/** The median of three pans. */
async function medianPan(page: Page): Promise<number> {
  const runs = [await panWaves(page), await panWaves(page), await panWaves(page)].sort((a, b) => a - b);
  return runs[1]!;
}

/**
 * Opens the app in a tall window (every one of the 64 rows in view: the panel docked at the right,
 * full height, palette and assistant closed), opens the dump in the waveform panel and pans it.
 */
export async function waveformBench(browser: Browser, url: string): Promise<WaveformRow> {
  const vcd = Buffer.from(benchVcd());
  const context = await browser.newContext({ viewport: { width: 1920, height: 2160 } });
  await context.addInitScript({
    content: [
      'window.__name = (f) => f;',
      "localStorage.setItem('circuitforge.panels', JSON.stringify({ waveform: { mode: 'docked', side: 'right', order: 0 } }));",
      "localStorage.setItem('circuitforge.dockSizes', JSON.stringify({ right: 720 }));",
    ].join('\n'),
  });
  try {
    const page = await context.newPage();
    page.on('pageerror', (error) => console.error('page error:', error.message));
    await page.goto(url);
    await page.locator('.canvas-host[data-status="ready"]').waitFor();
    await page.keyboard.press('Control+j');
    await page.getByTitle('Show or hide the component palette').click();
    await page.keyboard.press('w');
    const panel = page.getByTestId('waveform');
    await panel.waitFor();
    const choosing = page.waitForEvent('filechooser');
    const start = Date.now();
    await panel.getByTestId('wave-open').click();
    await (await choosing).setFiles({ name: 'bench.vcd', mimeType: 'text/plain', buffer: vcd });
    await panel
      .locator('.wave-name')
      .nth(WAVE_SIGNALS - 1)
      .waitFor({ timeout: 120_000 });
    await settle(page, 2);
    const open_ms = Date.now() - start;
    const zoomIn = panel.getByRole('button', { name: 'Zoom in (+)' });
    // From the whole recording in view, 1.5⁶ ≈ 11× in: about 9,000 samples across the plot.
    for (let i = 0; i < 6; i++) await zoomIn.click();
    const pan_fps_dense = await medianPan(page);
    // 1.5¹³ ≈ 190× in: about 500 samples.
    for (let i = 0; i < 7; i++) await zoomIn.click();
    const pan_fps_detail = await medianPan(page);
    const canvas = (await panel.getByTestId('wave-canvas').boundingBox())!;
    const rows_in_view = Math.min(WAVE_SIGNALS, Math.floor((canvas.height - 24) / 28));
    return {
      signals: WAVE_SIGNALS,
      samples: WAVE_SAMPLES,
      open_ms,
      pan_fps_dense,
      pan_fps_detail,
      rows_in_view,
      plot_px: Math.round(canvas.width),
    };
  } finally {
    await context.close();
  }
}

/** The waveform benchmark on its own: the built app in the browser host and headless Chromium (for `bench:tests`). */
export async function measureWaveform(): Promise<WaveformRow> {
  const host = await startHost();
  const browser = await chromium.launch({ executablePath: findChromium(), args: CHROMIUM_ARGS });
  try {
    return await waveformBench(browser, host.url);
  } finally {
    await browser.close();
    await host.stop();
  }
}
