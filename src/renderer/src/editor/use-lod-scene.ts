import { useAppStore, type AppState } from '../stores/app-store';
import { buildLodScene, type LodScene } from './lod-scene';

let cached: { replica: unknown; version: number; scene: LodScene } | undefined;

/** The level-of-detail scene of the open circuit as it is now (rebuilt at most once per change). */
export function currentLodScene(s: AppState = useAppStore.getState()): LodScene | undefined {
  if (!s.replica) return undefined;
  if (cached?.replica !== s.replica || cached.version !== s.docVersion) {
    cached = { replica: s.replica, version: s.docVersion, scene: buildLodScene(s.replica.state) };
  }
  return cached.scene;
}

/** Reads a theme colour (a CSS custom property) as the canvas should paint it. */
export function themeColour(element: Element, name: string): string {
  return getComputedStyle(element).getPropertyValue(name).trim() || '#888';
}
