import { z } from 'zod';

/** The panels that can float over the canvas or be docked beside it. */
export const PANEL_IDS = [
  'inspector',
  'history',
  'truthTable',
  'problems',
  'tests',
  'waveform',
  'lessons',
  'lessonEditor',
] as const;
export type PanelId = (typeof PANEL_IDS)[number];

/** The sides of the canvas a panel can be docked to. */
export const DOCK_SIDES = ['left', 'right', 'bottom'] as const;
export type DockSide = (typeof DOCK_SIDES)[number];

/** A point in pixels from the top-left corner of the canvas area. */
export interface Point {
  x: number;
  y: number;
}

/**
 * Where a panel is: floating over the canvas (at its default spot until it is moved, then `at`), or
 * docked to a side, in `order` among the panels of that side.
 */
export type PanelPlacement = { mode: 'floating'; at?: Point } | { mode: 'docked'; side: DockSide; order: number };

export type PanelPlacements = Readonly<Record<PanelId, PanelPlacement>>;

/**
 * Every panel floats at its default spot, as before panels could be moved; the waveform, as wide as
 * time is long, starts docked below the canvas; the lessons, read beside the canvas, docked right.
 */
export const DEFAULT_PLACEMENTS: PanelPlacements = {
  inspector: { mode: 'floating' },
  history: { mode: 'floating' },
  truthTable: { mode: 'floating' },
  problems: { mode: 'floating' },
  tests: { mode: 'floating' },
  waveform: { mode: 'docked', side: 'bottom', order: 0 },
  // A lesson is read beside the canvas the student builds on.
  lessons: { mode: 'docked', side: 'right', order: 0 },
  // Text beside its preview wants room: the lesson editor starts docked on the right, after the reader.
  lessonEditor: { mode: 'docked', side: 'right', order: 1 },
};

/** The docked panels of one side, in their order (the first at the top, or at the left for the bottom dock). */
export function dockedOn(placements: PanelPlacements, side: DockSide, open: ReadonlySet<PanelId>): PanelId[] {
  return PANEL_IDS.flatMap((id) => {
    const p = placements[id];
    return p.mode === 'docked' && p.side === side && open.has(id) ? [{ id, order: p.order }] : [];
  })
    .sort((a, b) => a.order - b.order)
    .map((e) => e.id);
}

/**
 * Docks a panel to a side at `index` among that side's panels (default: last); the side's orders
 * are renumbered 0, 1, 2… so they stay small and distinct.
 */
export function dockPanel(placements: PanelPlacements, id: PanelId, side: DockSide, index?: number): PanelPlacements {
  const others = dockedOn(placements, side, new Set(PANEL_IDS)).filter((other) => other !== id);
  const at = Math.max(0, Math.min(index ?? others.length, others.length));
  const sequence = [...others.slice(0, at), id, ...others.slice(at)];
  const next: Record<PanelId, PanelPlacement> = { ...placements };
  sequence.forEach((panel, order) => {
    next[panel] = { mode: 'docked', side, order };
  });
  return next;
}

/** Floats a panel: at a point of the canvas area, or at its default spot. */
export function floatPanel(placements: PanelPlacements, id: PanelId, at?: Point): PanelPlacements {
  return { ...placements, [id]: at ? { mode: 'floating', at: { x: at.x, y: at.y } } : { mode: 'floating' } };
}

// zod 4 numbers are finite: Infinity and NaN are refused.
const placementSchema = z.union([
  z.object({ mode: z.literal('floating'), at: z.object({ x: z.number(), y: z.number() }).optional() }),
  z.object({ mode: z.literal('docked'), side: z.enum(DOCK_SIDES), order: z.number().int().min(0) }),
]);

/**
 * The placements kept from an earlier run (`text` as {@link serializePlacements} wrote it). Anything
 * unreadable, for one panel or all, falls back to the default: a damaged entry never hides a panel.
 */
export function parsePlacements(text: string | null | undefined): PanelPlacements {
  if (!text) return DEFAULT_PLACEMENTS;
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch {
    return DEFAULT_PLACEMENTS;
  }
  if (typeof raw !== 'object' || raw === null) return DEFAULT_PLACEMENTS;
  const record = raw as Record<string, unknown>;
  const next: Record<PanelId, PanelPlacement> = { ...DEFAULT_PLACEMENTS };
  for (const id of PANEL_IDS) {
    const parsed = placementSchema.safeParse(record[id]);
    if (parsed.success) next[id] = parsed.data;
  }
  return next;
}

/** The placements as stored text. */
export function serializePlacements(placements: PanelPlacements): string {
  return JSON.stringify(placements);
}
