// Measurements taken inside the page (functions passed to page.evaluate run in the browser).
import type { Page } from '@playwright/test';

/** Resolves after `frames` animation frames in a row each came within `budgetMs` of the last. */
async function settle(page: Page, frames = 3, budgetMs = 50): Promise<void> {
  await page.evaluate(
    ({ frames, budgetMs }) =>
      new Promise<void>((resolve) => {
        let calm = 0;
        let last = performance.now();
        const tick = (now: number) => {
          calm = now - last < budgetMs ? calm + 1 : 0;
          last = now;
          if (calm >= frames) resolve();
          else requestAnimationFrame(tick);
        };
        requestAnimationFrame(tick);
      }),
    { frames, budgetMs },
  );
}

/**
 * Opens a circuit from the switcher and returns the milliseconds from the click until the canvas
 * shows it and the page answers frames again (two animation frames after it appeared).
 */
export async function timeOpen(page: Page, circuitId: string): Promise<number> {
  await page.getByTestId('circuit-switcher').click();
  const row = page.locator(`.switcher-row[data-circuit-id="${circuitId}"] .switcher-open`);
  await row.waitFor();
  return page.evaluate(
    (id) =>
      new Promise<number>((resolve) => {
        const button = document.querySelector<HTMLButtonElement>(
          `.switcher-row[data-circuit-id="${id}"] .switcher-open`,
        )!;
        const start = performance.now();
        button.click();
        const check = () => {
          const host = document.querySelector('.canvas-host');
          if (host?.getAttribute('data-circuit-id') === id) {
            requestAnimationFrame(() => requestAnimationFrame(() => resolve(performance.now() - start)));
          } else requestAnimationFrame(check);
        };
        check();
      }),
    circuitId,
  );
}

/** Pans with the middle mouse button for `ms` milliseconds and returns the frames per second. */
export async function panFps(page: Page, ms = 2000): Promise<number> {
  await settle(page);
  const box = (await page.locator('.canvas-host').boundingBox())!;
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down({ button: 'middle' });
  const fps = await framesWhile(page, async () => {
    const start = Date.now();
    let t = 0;
    while (Date.now() - start < ms) {
      // A slow circle of 150 px: the view keeps moving and the circuit stays in sight.
      t += 0.08;
      await page.mouse.move(cx + 150 * Math.cos(t) - 150, cy + 150 * Math.sin(t));
    }
  });
  await page.mouse.up({ button: 'middle' });
  return fps;
}

/** Counts animation frames in the page while `drive` runs; returns frames per second. */
export async function framesWhile(page: Page, drive: () => Promise<void>): Promise<number> {
  await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean };
    w.__frames = 0;
    w.__counting = true;
    const tick = () => {
      if (!w.__counting) return;
      w.__frames++;
      requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
  });
  const start = Date.now();
  await drive();
  const elapsed = Date.now() - start;
  const frames = await page.evaluate(() => {
    const w = window as unknown as { __frames: number; __counting: boolean };
    w.__counting = false;
    return w.__frames;
  });
  return (frames * 1000) / elapsed;
}

/**
 * Zooms with the wheel over the middle of the canvas for `ms` milliseconds, in by a factor of
 * about 2.5 and back out again, over and over; returns the frames per second.
 */
export async function zoomFps(page: Page, ms = 2000): Promise<number> {
  await settle(page);
  const box = (await page.locator('.canvas-host').boundingBox())!;
  await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2);
  return framesWhile(page, async () => {
    const start = Date.now();
    for (let i = 0; Date.now() - start < ms; i++) {
      await page.mouse.wheel(0, i % 14 < 7 ? -100 : 100);
    }
  });
}

/** The median of `runs` pans (the machine is shared: a single run is noisy). */
export async function medianPanFps(page: Page, runs = 3, ms = 2000): Promise<number> {
  const values: number[] = [];
  for (let i = 0; i < runs; i++) values.push(await panFps(page, ms));
  values.sort((a, b) => a - b);
  return values[Math.floor(values.length / 2)]!;
}

/** Waits until the page is calm (no long frames). */
export { settle };

/** Where the view's origin is: React Flow's viewport transform (screen = flow × zoom + offset). */
async function viewTransform(page: Page): Promise<{ x: number; y: number; zoom: number }> {
  const style = await page.locator('.react-flow__viewport').getAttribute('style');
  const match = /translate\(([-\d.e]+)px,\s*([-\d.e]+)px\)\s*scale\(([-\d.e]+)\)/.exec(style ?? '');
  if (!match) throw new Error(`cannot read the viewport transform from "${style}"`);
  return { x: Number(match[1]), y: Number(match[2]), zoom: Number(match[3]) };
}

/**
 * Pans (middle button, as a person would) until the canvas point `at` sits `margin` pixels from the
 * canvas's top-left corner, then waits until the named nodes are drawn.
 */
export async function panTo(page: Page, at: { x: number; y: number }, nodeIds: string[], margin = 220): Promise<void> {
  const box = (await page.locator('.canvas-host').boundingBox())!;
  const view = await viewTransform(page);
  const dx = box.x + margin - (box.x + at.x * view.zoom + view.x);
  const dy = box.y + margin - (box.y + at.y * view.zoom + view.y);
  const start = { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  await page.mouse.move(start.x, start.y);
  await page.mouse.down({ button: 'middle' });
  await page.mouse.move(start.x + dx, start.y + dy, { steps: 20 });
  await page.mouse.up({ button: 'middle' });
  for (const id of nodeIds) await page.locator(`.react-flow__node[data-id="${id}"]`).waitFor();
  await settle(page);
}

/**
 * Clicks a switch's lever `runs` times and returns, for each click, the milliseconds from the
 * pointerdown event in the page until the LED it drives has changed (lit ↔ dark) and the next frame
 * has been drawn, or -1 when the LED did not change within `timeoutMs`.
 */
export async function toggleTimes(
  page: Page,
  switchId: string,
  ledId: string,
  runs = 9,
  timeoutMs = 5000,
): Promise<number[]> {
  const box = await page.getByTestId(`press-${switchId}`).boundingBox();
  if (!box) throw new Error(`switch ${switchId} is not on screen`);
  const times: number[] = [];
  for (let i = 0; i < runs; i++) {
    await page.evaluate(
      ({ ledId, timeoutMs }) => {
        const w = window as unknown as { __toggle: Promise<number> };
        const node = document.querySelector(`.react-flow__node[data-id="${ledId}"]`);
        if (!node) throw new Error(`LED ${ledId} is not drawn`);
        const lit = () => node.querySelector('.cf-node')?.classList.contains('cf-lit') ?? false;
        const before = lit();
        w.__toggle = new Promise<number>((resolve) => {
          let start = 0;
          window.addEventListener('pointerdown', () => (start = performance.now()), { capture: true, once: true });
          const timer = setTimeout(() => {
            observer.disconnect();
            resolve(-1);
          }, timeoutMs);
          const observer = new MutationObserver(() => {
            if (lit() === before) return;
            observer.disconnect();
            clearTimeout(timer);
            requestAnimationFrame(() => resolve(performance.now() - start));
          });
          observer.observe(node, { attributes: true, subtree: true, attributeFilter: ['class'] });
        });
      },
      { ledId, timeoutMs },
    );
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    times.push(await page.evaluate(() => (window as unknown as { __toggle: Promise<number> }).__toggle));
    await page.waitForTimeout(150);
  }
  return times;
}

/** What dragging one part measured: frames while it moves, and how soon its wires are routed after the drop. */
export interface DragTiming {
  /** Frames per second while the part follows the mouse for `ms`. */
  readonly drag_fps: number;
  /** Mouse up → the move stored, and every wire of the part drawn along a route for its new place. */
  readonly reroute_ms: number | null;
  /** The routing worker's own time for the last update (incremental: only the nets that changed). */
  readonly reroute_worker_ms: number;
}

/**
 * Drags a part 20 px down (clear of its neighbours in the benchmark's rows) and times the reroute
 * of its wires (`wireIds`) from the release; then drags it in a slow circle for `ms` and counts the
 * frames. The part must be in view at zoom 1.
 */
export async function dragAndReroute(
  page: Page,
  nodeId: string,
  wireIds: string[],
  ms = 2000,
  timeoutMs = 30_000,
): Promise<DragTiming> {
  await settle(page);
  const box = (await page.locator(`.react-flow__node[data-id="${nodeId}"]`).boundingBox())!;
  const revision = Number(await page.locator('.canvas-host').getAttribute('data-revision'));
  const cx = box.x + box.width / 2;
  const cy = box.y + box.height / 2;
  await page.mouse.move(cx, cy);
  await page.mouse.down();
  await page.mouse.move(cx, cy + 20, { steps: 8 });
  // React Flow applies a drag's moves frame by frame: let the last one land before letting go.
  await page.waitForTimeout(150);
  // The page notes when the button goes up (the listener is in place first), then waits for the
  // stored move and the routed wires.
  await page.evaluate(() => {
    const w = window as unknown as { __upAt?: number };
    w.__upAt = undefined;
    window.addEventListener('pointerup', () => (w.__upAt = performance.now()), { once: true, capture: true });
  });
  await page.mouse.up();
  const reroute_ms = await page.evaluate(
    ({ wireIds, revision, timeoutMs }) =>
      new Promise<number | null>((resolve) => {
        const w = window as unknown as { __upAt?: number };
        const begun = performance.now();
        const check = () => {
          if (performance.now() - begun > timeoutMs) return resolve(null);
          const host = document.querySelector('.canvas-host')!;
          const stored = Number(host.getAttribute('data-revision')) > revision;
          const routed = wireIds.every((id) =>
            document.querySelector(`.react-flow__edge[data-id="${id}"] .cf-wire-routed`),
          );
          if (w.__upAt !== undefined && stored && routed) {
            const upAt = w.__upAt;
            requestAnimationFrame(() => resolve(performance.now() - upAt));
          } else requestAnimationFrame(check);
        };
        check();
      }),
    { wireIds, revision, timeoutMs },
  );
  const reroute_worker_ms = Number(await page.locator('.canvas-host').getAttribute('data-routing-ms'));

  // Frames while the part follows the mouse round a slow circle.
  await settle(page);
  const moved = (await page.locator(`.react-flow__node[data-id="${nodeId}"]`).boundingBox())!;
  const mx = moved.x + moved.width / 2;
  const my = moved.y + moved.height / 2;
  await page.mouse.move(mx, my);
  await page.mouse.down();
  const drag_fps = await framesWhile(page, async () => {
    const start = Date.now();
    let t = 0;
    while (Date.now() - start < ms) {
      t += 0.08;
      await page.mouse.move(mx + 40 * Math.cos(t) - 40, my + 40 * Math.sin(t));
    }
  });
  await page.mouse.up();
  return { drag_fps, reroute_ms, reroute_worker_ms };
}
