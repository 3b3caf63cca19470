// Helpers for driving the editor the way a person does (mouse, keyboard) and for reading the
// result through the contract, as the main process sees it.
import { expect, type Locator, type Page } from '@playwright/test';
import type { Circuit, Operation } from '../../../src/shared/circuit';
import type { ChannelInput, ChannelName, ChannelOutput } from '../../../src/shared/contract';

/** Calls a channel of the contract from the page (same origin, the page's token). */
export async function rpc<K extends ChannelName>(
  page: Page,
  channel: K,
  input: ChannelInput<K>,
): Promise<ChannelOutput<K>> {
  // Plain types across the page boundary: Playwright's serialisable-type check recurses too deep on ChannelInput<K>.
  const request: { channel: string; input: unknown } = { channel, input };
  const answer = await page.evaluate(async ({ channel, input }: { channel: string; input: unknown }) => {
    const token = document.querySelector<HTMLMetaElement>('meta[name="circuitforge-token"]')?.content ?? '';
    const response = await fetch(`/rpc/${channel}`, {
      method: 'POST',
      headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${token}` },
      body: JSON.stringify(input),
    });
    return (await response.json()) as { success: boolean; data?: unknown; error?: string };
  }, request);
  if (!answer.success) throw new Error(`${channel} failed: ${answer.error}`);
  return answer.data as ChannelOutput<K>;
}

/** The circuit open in the canvas, read from the main process. */
export async function openCircuit(page: Page): Promise<{ id: string; circuit: Circuit }> {
  const id = await page.locator('.canvas-host').getAttribute('data-circuit-id');
  if (!id) throw new Error('no circuit is open');
  const open = await rpc(page, 'circuit:open', { id });
  return { id, circuit: open.circuit };
}

/** Wires as "SW1.out->G1.a" (driver first), sorted: easy to compare. */
export function wireNames(circuit: Circuit): string[] {
  const label = new Map(circuit.components.map((c) => [c.id, c.label]));
  return circuit.wires
    .map((w) => `${label.get(w.from.component)}.${w.from.pin}->${label.get(w.to.component)}.${w.to.pin}`)
    .sort();
}

/** Starts a fresh, empty circuit (File → New) and waits until the canvas shows it. */
export async function newCircuit(page: Page): Promise<string> {
  // The circuit open at start must be in first: read before it, "another circuit" would be it.
  await expect(page.locator('.canvas-host')).toHaveAttribute('data-status', 'ready');
  const before = await page.locator('.canvas-host').getAttribute('data-circuit-id');
  await page.keyboard.press('Control+Alt+n');
  await expect(page.locator('.canvas-host')).not.toHaveAttribute('data-circuit-id', before ?? '');
  await expect(page.locator('.canvas-host')).toHaveAttribute('data-components', '0');
  return (await page.locator('.canvas-host').getAttribute('data-circuit-id'))!;
}

/** Applies operations through the contract (to set a scene up quickly) and waits for the canvas. */
export async function applyOperations(page: Page, operations: Operation[], label = 'Set up'): Promise<void> {
  const { id } = await openCircuit(page);
  const result = await rpc(page, 'circuit:apply', { circuitId: id, label, operations });
  await expect(page.locator('.canvas-host')).toHaveAttribute('data-revision', String(result.history.revision));
}

/** The canvas node of a component, by label. */
export function node(page: Page, label: string): Locator {
  return page.locator(`.react-flow__node[data-label="${label}"]`);
}

/** Drags a palette item onto the canvas at a point relative to the canvas's top-left corner. */
export async function dropFromPalette(page: Page, type: string, x: number, y: number): Promise<void> {
  const count = Number(await page.locator('.canvas-host').getAttribute('data-components'));
  await page.locator(`.palette-item[data-type="${type}"]`).dragTo(page.locator('.canvas-host'), {
    targetPosition: { x, y },
  });
  await expect(page.locator('.canvas-host')).toHaveAttribute('data-components', String(count + 1));
}

/** The centre of a pin on the screen. */
export async function pinPoint(page: Page, label: string, pin: string): Promise<{ x: number; y: number }> {
  const mark = node(page, label).locator(`.react-flow__handle[data-handleid="${pin}"]`);
  const box = await mark.boundingBox();
  if (!box) throw new Error(`${label}.${pin} is not on screen`);
  return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
}

/** Presses on one pin and drags to another, in small steps, as a hand would. */
export async function dragWire(
  page: Page,
  from: [string, string],
  to: [string, string],
  release = true,
): Promise<void> {
  const a = await pinPoint(page, ...from);
  const b = await pinPoint(page, ...to);
  await page.mouse.move(a.x, a.y);
  await page.mouse.down();
  await page.mouse.move((a.x + b.x) / 2, (a.y + b.y) / 2, { steps: 5 });
  await page.mouse.move(b.x, b.y, { steps: 5 });
  if (release) await page.mouse.up();
}

/** Drags a wire between two pins and waits until the circuit has one more wire. */
export async function connect(page: Page, from: [string, string], to: [string, string]): Promise<void> {
  const before = Number(await page.locator('.canvas-host').getAttribute('data-wires'));
  await dragWire(page, from, to);
  await expect(page.locator('.canvas-host')).toHaveAttribute('data-wires', String(before + 1));
}

/** A point on a wire's drawn path (its middle), on the screen: where to click to pick the wire. */
export async function wirePoint(page: Page, wireId: string): Promise<{ x: number; y: number }> {
  return page.evaluate((id) => {
    const path = document.querySelector<SVGPathElement>(
      `.react-flow__edge[data-id="${id}"] path.react-flow__edge-path`,
    );
    if (!path) throw new Error(`no wire ${id} on screen`);
    const p = path.getPointAtLength(path.getTotalLength() / 2);
    const m = path.getScreenCTM()!;
    return { x: p.x * m.a + p.y * m.c + m.e, y: p.x * m.b + p.y * m.d + m.f };
  }, wireId);
}

/** Opens a copy of an example from the circuit switcher and waits for it. */
export async function openExample(app: Page, name: RegExp, components: number): Promise<void> {
  const host = app.locator('.canvas-host');
  const before = (await host.getAttribute('data-circuit-id')) ?? '';
  await app.getByTestId('circuit-switcher').click();
  await app.getByRole('button', { name: 'Examples' }).click();
  await app.getByTestId('example-list').getByRole('menuitem', { name }).click();
  // Another test of this worker's app may have a copy already: then the app offers it; make a fresh one.
  const offer = app.getByTestId('example-offer');
  await expect
    .poll(async () => (await offer.isVisible()) || (await host.getAttribute('data-circuit-id')) !== before)
    .toBe(true);
  if (await offer.isVisible()) await offer.getByRole('button', { name: 'Open another copy' }).click();
  await expect(host).not.toHaveAttribute('data-circuit-id', before);
  await expect(host).toHaveAttribute('data-components', String(components));
}
