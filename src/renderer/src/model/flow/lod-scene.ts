import type { CircuitState, ComponentInstance } from '../../../../shared/circuit';
import type { LogicValue } from '../../../../shared/contract';
import { wireEdgeData } from './flow-model';
import { bodyGeometry } from '../../../../shared/layout/geometry';

/**
 * The circuit as flat numbers for the level-of-detail layer and the minimap: one box per
 * component and one three-segment orthogonal polyline per wire. Built once per change of the
 * circuit, drawn many times per second while panning.
 */
export interface LodScene {
  readonly componentIds: readonly string[];
  /** x, y, width, height per component. */
  readonly boxes: Float64Array;
  readonly wireIds: readonly string[];
  /** x0, y0, xm, y1 per wire: from (x0,y0) across to xm, over to y1, then on to the end. */
  readonly wires: Float64Array;
  /** x1 per wire (the end's x). */
  readonly wireEnds: Float64Array;
  /** 1 for a wire between two non-logic pins, drawn neutral rather than as Z (as `WireEdge` does). */
  readonly wireElectrical: Uint8Array;
  /** The components at the two ends of each wire (driver, then reader). */
  readonly wireComponents: readonly (readonly [string, string])[];
  /** The box around everything (empty circuits: all zero). */
  readonly bounds: { readonly x: number; readonly y: number; readonly width: number; readonly height: number };
}

/** Builds the scene of a circuit. */
export function buildLodScene(state: CircuitState): LodScene {
  const componentIds: string[] = [];
  const boxes = new Float64Array(state.componentCount * 4);
  const pinIndex = new Map<string, { x: number; y: number }>();
  const typeOf = new Map<string, ComponentInstance>();
  let minX = Infinity;
  let minY = Infinity;
  let maxX = -Infinity;
  let maxY = -Infinity;
  let i = 0;
  for (const c of state.components()) {
    const g = bodyGeometry(c, c.rotation);
    const width = g?.width ?? 10;
    const height = g?.height ?? 10;
    boxes.set([c.x, c.y, width, height], i * 4);
    componentIds.push(c.id);
    typeOf.set(c.id, c);
    for (const p of g?.pins ?? []) pinIndex.set(`${c.id}:${p.pin.name}`, { x: c.x + p.x, y: c.y + p.y });
    minX = Math.min(minX, c.x);
    minY = Math.min(minY, c.y);
    maxX = Math.max(maxX, c.x + width);
    maxY = Math.max(maxY, c.y + height);
    i++;
  }
  const wireIds: string[] = [];
  const wireComponents: (readonly [string, string])[] = [];
  const wires = new Float64Array(state.wireCount * 4);
  const wireEnds = new Float64Array(state.wireCount);
  const wireElectrical = new Uint8Array(state.wireCount);
  let j = 0;
  for (const w of state.wires()) {
    const a = pinIndex.get(`${w.from.component}:${w.from.pin}`);
    const b = pinIndex.get(`${w.to.component}:${w.to.pin}`);
    if (!a || !b) continue;
    wires.set([a.x, a.y, (a.x + b.x) / 2, b.y], j * 4);
    wireEnds[j] = b.x;
    wireElectrical[j] = wireEdgeData(w, typeOf.get(w.from.component), typeOf.get(w.to.component)).electrical ? 1 : 0;
    wireIds.push(w.id);
    wireComponents.push([w.from.component, w.to.component]);
    j++;
  }
  const empty = componentIds.length === 0;
  return {
    componentIds,
    boxes,
    wireIds,
    wireComponents,
    wires: wires.subarray(0, j * 4),
    wireEnds: wireEnds.subarray(0, j),
    wireElectrical: wireElectrical.subarray(0, j),
    bounds: empty ? { x: 0, y: 0, width: 0, height: 0 } : { x: minX, y: minY, width: maxX - minX, height: maxY - minY },
  };
}

/** The component whose box contains a canvas point (the topmost, i.e. last drawn), if any. */
export function hitComponent(scene: LodScene, x: number, y: number): string | undefined {
  for (let i = scene.componentIds.length - 1; i >= 0; i--) {
    const bx = scene.boxes[i * 4]!;
    const by = scene.boxes[i * 4 + 1]!;
    if (x >= bx && y >= by && x <= bx + scene.boxes[i * 4 + 2]! && y <= by + scene.boxes[i * 4 + 3]!) {
      return scene.componentIds[i];
    }
  }
  return undefined;
}

/** Visits the components whose boxes overlap a rectangle of the canvas. */
function forEachInRect(
  scene: LodScene,
  x: number,
  y: number,
  width: number,
  height: number,
  visit: (index: number) => void,
): void {
  const x2 = x + width;
  const y2 = y + height;
  for (let i = 0; i < scene.componentIds.length; i++) {
    const bx = scene.boxes[i * 4]!;
    const by = scene.boxes[i * 4 + 1]!;
    if (bx <= x2 && by <= y2 && bx + scene.boxes[i * 4 + 2]! >= x && by + scene.boxes[i * 4 + 3]! >= y) visit(i);
  }
}

/** How many components a rectangle of the canvas shows (partly or wholly). */
export function countInRect(scene: LodScene, x: number, y: number, width: number, height: number): number {
  let count = 0;
  forEachInRect(scene, x, y, width, height, () => count++);
  return count;
}

/** The components a rectangle of the canvas touches (a box selection in the simplified view). */
export function componentsInRect(scene: LodScene, x: number, y: number, width: number, height: number): string[] {
  const ids: string[] = [];
  forEachInRect(scene, x, y, width, height, (i) => ids.push(scene.componentIds[i]!));
  return ids;
}

/** Colours of the level-of-detail drawing, read from the theme's CSS variables. */
export interface LodColours {
  readonly body: string;
  readonly stroke: string;
  readonly selected: string;
  readonly wire: Readonly<Record<LogicValue | 'none', string>>;
}

/** What to draw and where: the viewport transform [x, y, zoom] and the canvas size in CSS pixels. */
export interface LodFrame {
  readonly transform: readonly [number, number, number];
  readonly width: number;
  readonly height: number;
  readonly pixelRatio: number;
}

/**
 * Draws the scene as boxes and wires: one path per colour, so the cost is a handful of canvas
 * calls whatever the size of the circuit; what lies outside the view is skipped.
 */
export function drawLodScene(
  ctx: CanvasRenderingContext2D,
  scene: LodScene,
  frame: LodFrame,
  colours: LodColours,
  selected: ReadonlySet<string>,
  wireValues: ReadonlyMap<string, LogicValue>,
): void {
  const [tx, ty, zoom] = frame.transform;
  const r = frame.pixelRatio;
  ctx.setTransform(1, 0, 0, 1, 0, 0);
  ctx.clearRect(0, 0, frame.width * r, frame.height * r);
  ctx.setTransform(r * zoom, 0, 0, r * zoom, r * tx, r * ty);
  const left = -tx / zoom;
  const top = -ty / zoom;
  const right = left + frame.width / zoom;
  const bottom = top + frame.height / zoom;

  const paths = new Map<string, Path2D>();
  const { wires, wireEnds, wireIds, wireElectrical } = scene;
  for (let j = 0; j < wireIds.length; j++) {
    const x0 = wires[j * 4]!;
    const y0 = wires[j * 4 + 1]!;
    const xm = wires[j * 4 + 2]!;
    const y1 = wires[j * 4 + 3]!;
    const x1 = wireEnds[j]!;
    if (Math.max(x0, x1) < left || Math.min(x0, x1) > right || Math.max(y0, y1) < top || Math.min(y0, y1) > bottom) {
      continue;
    }
    const simulated = wireValues.get(wireIds[j]!) ?? 'none';
    const value = simulated === 'Z' && wireElectrical[j] === 1 ? 'none' : simulated;
    let path = paths.get(value);
    if (!path) paths.set(value, (path = new Path2D()));
    path.moveTo(x0, y0);
    path.lineTo(xm, y0);
    path.lineTo(xm, y1);
    path.lineTo(x1, y1);
  }
  ctx.lineWidth = 1.2 / zoom;
  for (const [value, path] of paths) {
    ctx.strokeStyle = colours.wire[value as LogicValue | 'none'];
    ctx.stroke(path);
  }

  const bodies = new Path2D();
  const chosen = new Path2D();
  const { boxes, componentIds } = scene;
  for (let i = 0; i < componentIds.length; i++) {
    const x = boxes[i * 4]!;
    const y = boxes[i * 4 + 1]!;
    const w = boxes[i * 4 + 2]!;
    const h = boxes[i * 4 + 3]!;
    if (x > right || y > bottom || x + w < left || y + h < top) continue;
    (selected.has(componentIds[i]!) ? chosen : bodies).rect(x, y, w, h);
  }
  ctx.fillStyle = colours.body;
  ctx.fill(bodies);
  ctx.lineWidth = 1 / zoom;
  ctx.strokeStyle = colours.stroke;
  ctx.stroke(bodies);
  ctx.fillStyle = colours.selected;
  ctx.fill(chosen);
}
