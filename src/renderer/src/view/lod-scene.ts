import { useAppStore, type AppState } from '../stores/app-store';
import { buildLodScene, type LodColours, type LodScene } from '../model/flow/lod-scene';

let cached: { replica: unknown; version: number; scene: LodScene } | undefined;

/** The level-of-detail scene of the open circuit as it is now (rebuilt at most once per change). */
export function currentLodScene(s: AppState = useAppStore.getState()): LodScene | undefined {
  if (!s.replica) return undefined;
  if (cached?.replica !== s.replica || cached.version !== s.docVersion) {
    cached = { replica: s.replica, version: s.docVersion, scene: buildLodScene(s.replica.state) };
  }
  return cached.scene;
}

/** The theme colours canvas drawings use, with the minimap's. */
export interface CanvasColours extends LodColours {
  readonly minimapNode: string;
}

let colours: { theme: string; value: CanvasColours } | undefined;

/**
 * The theme's colours for canvas drawing, read from the CSS variables once per theme. Reading
 * computed style forces a style recalculation of the whole page, far too costly to do per frame.
 */
export function canvasColours(): CanvasColours {
  const theme = document.documentElement.dataset.theme ?? '';
  if (colours?.theme === theme) return colours.value;
  const style = getComputedStyle(document.documentElement);
  const read = (name: string) => style.getPropertyValue(name).trim() || '#888';
  const value: CanvasColours = {
    body: read('--symbol-fill'),
    stroke: read('--symbol-stroke'),
    selected: read('--accent'),
    minimapNode: read('--minimap-node'),
    wire: {
      none: read('--wire-none'),
      '0': read('--value-0'),
      '1': read('--value-1'),
      X: read('--value-x'),
      Z: read('--value-z'),
    },
  };
  colours = { theme, value };
  return value;
}
