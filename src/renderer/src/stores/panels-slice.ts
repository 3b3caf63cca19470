import type { StateCreator } from 'zustand';
import {
  dockPanel,
  floatPanel,
  parsePlacements,
  serializePlacements,
  type DockSide,
  type PanelId,
  type PanelPlacements,
  type Point,
} from '../model/dock/panel-placement';
import { clampDockSize, parseDockSizes, type DockSizes } from '../model/dock/dock-layout';
import type { AppState } from './app-store';

/** A panel being dragged by its header, and the dock it would join if dropped now. */
export interface PanelDrag {
  id: PanelId;
  zone: DockSide | undefined;
}

/**
 * Where the movable panels (inspector, history, truth table, problems) are: floating over the
 * canvas or docked beside it. Layout of this window, kept across reloads; never part of a document.
 */
export interface PanelsSlice {
  panelPlacements: PanelPlacements;
  /** The drag in progress, while a panel's header is held (the drop zones show meanwhile). */
  panelDrag: PanelDrag | undefined;
  /** Docks a panel to a side, at `index` among that side's panels (default: last). */
  dockPanel: (id: PanelId, side: DockSide, index?: number) => void;
  /** Floats a panel over the canvas: at a point of the canvas area, or at its default spot. */
  floatPanel: (id: PanelId, at?: Point) => void;
  setPanelDrag: (drag: PanelDrag | undefined) => void;
  /** The sizes docks were given by dragging their edges (kept across reloads). */
  dockSizes: DockSizes;
  /** Resizes a dock (clamped into its range). */
  setDockSize: (side: DockSide, size: number) => void;
}

/** The storage key of the placements (this window's layout, like the theme's first-frame copy). */
export const PANELS_KEY = 'circuitforge.panels';
/** The storage key of the docks' sizes. */
export const DOCK_SIZES_KEY = 'circuitforge.dockSizes';

/** The subset of `Storage` the slice uses (tests pass a map). */
export type PlacementStore = Pick<Storage, 'getItem' | 'setItem'>;

function storage(): PlacementStore | undefined {
  try {
    return globalThis.localStorage;
  } catch {
    return undefined; // Storage can be refused (privacy settings): the layout then lasts one run.
  }
}

/** The placements kept by an earlier run, or the defaults. */
export function loadPlacements(store: PlacementStore | undefined = storage()): PanelPlacements {
  try {
    return parsePlacements(store?.getItem(PANELS_KEY));
  } catch {
    return parsePlacements(undefined);
  }
}

/** Keeps the placements for the next run; a refusal (storage full or off) only loses that. */
export function savePlacements(placements: PanelPlacements, store: PlacementStore | undefined = storage()): void {
  try {
    store?.setItem(PANELS_KEY, serializePlacements(placements));
  } catch {
    // Not kept: the next run starts from the defaults.
  }
}

/** The dock sizes kept by an earlier run, or none (each dock as wide as its panels). */
export function loadDockSizes(store: PlacementStore | undefined = storage()): DockSizes {
  try {
    return parseDockSizes(store?.getItem(DOCK_SIZES_KEY));
  } catch {
    return {};
  }
}

function saveDockSizes(sizes: DockSizes, store: PlacementStore | undefined = storage()): void {
  try {
    store?.setItem(DOCK_SIZES_KEY, JSON.stringify(sizes));
  } catch {
    // Not kept: the next run starts with docks as wide as their panels.
  }
}

export const createPanelsSlice: StateCreator<AppState, [], [], PanelsSlice> = (set, get) => {
  const place = (next: PanelPlacements) => {
    savePlacements(next);
    set({ panelPlacements: next });
  };
  return {
    panelPlacements: loadPlacements(),
    panelDrag: undefined,
    dockPanel(id, side, index) {
      place(dockPanel(get().panelPlacements, id, side, index));
    },
    floatPanel(id, at) {
      place(floatPanel(get().panelPlacements, id, at));
    },
    dockSizes: loadDockSizes(),
    setDockSize(side, size) {
      const next = { ...get().dockSizes, [side]: clampDockSize(side, size) };
      if (next[side] === get().dockSizes[side]) return;
      saveDockSizes(next);
      set({ dockSizes: next });
    },
    setPanelDrag(drag) {
      const now = get().panelDrag;
      if (now?.id === drag?.id && now?.zone === drag?.zone) return;
      set({ panelDrag: drag });
    },
  };
};
