/**
 * The main window's size and place, remembered across launches in a small JSON file in the data
 * folder, and restored only where a display can still show it. Plain code: main.ts passes the
 * displays' work areas.
 */
import { readFile } from 'node:fs/promises';
import { z } from 'zod';
import { writeFileAtomic } from '../files/atomic-write';
import { DEFAULT_WINDOW_SIZE, type WindowBounds } from './window-config';

/** A rectangle on the desktop, in screen coordinates. */
export interface Rect {
  readonly x: number;
  readonly y: number;
  readonly width: number;
  readonly height: number;
}

const Int = z.number().int().min(-1_000_000).max(1_000_000);
const Size = z.number().int().min(1).max(100_000);

export const WindowStateSchema = z.object({
  x: Int,
  y: Int,
  width: Size,
  height: Size,
  maximized: z.boolean(),
  fullScreen: z.boolean(),
});
/** What is remembered: the normal (not maximized) bounds, and whether the window was maximized or full screen. */
export type WindowState = z.infer<typeof WindowStateSchema>;

/** Where and how to open the window. */
export interface WindowPlacement {
  readonly bounds: WindowBounds;
  readonly maximized: boolean;
  readonly fullScreen: boolean;
}

/** How much of the window's top edge must be on a display for it to be reachable with the mouse. */
const GRAB_WIDTH = 120;
const GRAB_HEIGHT = 32;

function overlap(a0: number, a1: number, b0: number, b1: number): number {
  return Math.max(0, Math.min(a1, b1) - Math.max(a0, b0));
}

/** True when the window's title strip is on `area` far enough to grab it. */
function titleBarOn(saved: Rect, area: Rect): boolean {
  const wide = overlap(saved.x, saved.x + saved.width, area.x, area.x + area.width);
  const high = overlap(saved.y, saved.y + GRAB_HEIGHT, area.y, area.y + area.height);
  return wide >= Math.min(GRAB_WIDTH, saved.width) && high >= Math.min(GRAB_HEIGHT, saved.height);
}

/** `rect` made to fit inside `area`: shrunk if larger, then moved in. */
function fitInside(rect: Rect, area: Rect): Rect {
  const width = Math.min(rect.width, area.width);
  const height = Math.min(rect.height, area.height);
  const x = Math.min(Math.max(rect.x, area.x), area.x + area.width - width);
  const y = Math.min(Math.max(rect.y, area.y), area.y + area.height - height);
  return { x, y, width, height };
}

/**
 * Where to open the window: the remembered bounds when its title bar is still on one of the
 * displays (fitted inside that display), else the default size centred on the primary display.
 */
export function placeWindow(
  saved: WindowState | undefined,
  workAreas: readonly Rect[],
  primary: Rect,
): WindowPlacement {
  const area = saved && workAreas.find((candidate) => titleBarOn(saved, candidate));
  if (saved && area) {
    return { bounds: fitInside(saved, area), maximized: saved.maximized, fullScreen: saved.fullScreen };
  }
  const width = Math.min(DEFAULT_WINDOW_SIZE.width, primary.width);
  const height = Math.min(DEFAULT_WINDOW_SIZE.height, primary.height);
  return {
    bounds: {
      x: primary.x + Math.floor((primary.width - width) / 2),
      y: primary.y + Math.floor((primary.height - height) / 2),
      width,
      height,
    },
    maximized: false,
    fullScreen: false,
  };
}

/** The remembered state, or undefined when there is none or the file is damaged (then the default is used). */
export async function loadWindowState(file: string): Promise<WindowState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch {
    return undefined;
  }
  try {
    const parsed = WindowStateSchema.safeParse(JSON.parse(text));
    if (parsed.success) return parsed.data;
  } catch {
    // Not JSON: a damaged file is replaced at the next save.
  }
  console.warn(`[window-state] ignored a damaged ${file}`);
  return undefined;
}

/** Remembers the window's state (atomically, so a crash never leaves half a file). */
export async function saveWindowState(file: string, state: WindowState): Promise<void> {
  await writeFileAtomic(file, `${JSON.stringify(WindowStateSchema.parse(state))}\n`);
}
