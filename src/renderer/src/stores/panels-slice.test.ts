import { describe, expect, it } from 'vitest';
import { DEFAULT_PLACEMENTS, dockPanel } from '../model/dock/panel-placement';
import { createAppStore } from './app-store';
import { PANELS_KEY, loadPlacements, savePlacements, type PlacementStore } from './panels-slice';

function memoryStore(): PlacementStore & { items: Map<string, string> } {
  const items = new Map<string, string>();
  return {
    items,
    getItem: (key) => items.get(key) ?? null,
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the panels slice', () => {
  it('docks, reorders and floats panels through its actions', () => {
    const store = createAppStore();
    store.getState().floatPanel('lessons'); // it starts docked right
    store.getState().dockPanel('history', 'right');
    store.getState().dockPanel('truthTable', 'right', 0);
    expect(store.getState().panelPlacements.truthTable).toEqual({ mode: 'docked', side: 'right', order: 0 });
    // After the lesson editor, docked on the right from the start (order 1).
    expect(store.getState().panelPlacements.history).toEqual({ mode: 'docked', side: 'right', order: 2 });
    store.getState().floatPanel('history', { x: 10, y: 20 });
    expect(store.getState().panelPlacements.history).toEqual({ mode: 'floating', at: { x: 10, y: 20 } });
  });

  it('resizes a dock within its range', () => {
    const store = createAppStore();
    store.getState().setDockSize('right', 400);
    store.getState().setDockSize('bottom', 10);
    expect(store.getState().dockSizes).toEqual({ right: 400, bottom: 100 });
  });

  it('announces a drag only when it or its drop zone changes', () => {
    const store = createAppStore();
    let changes = 0;
    const stop = store.subscribe(() => changes++);
    store.getState().setPanelDrag({ id: 'history', zone: undefined });
    store.getState().setPanelDrag({ id: 'history', zone: undefined });
    store.getState().setPanelDrag({ id: 'history', zone: 'left' });
    store.getState().setPanelDrag(undefined);
    store.getState().setPanelDrag(undefined);
    stop();
    expect(changes).toBe(3);
  });
});

describe('keeping the layout across runs', () => {
  it('reads back what it kept', () => {
    const storage = memoryStore();
    const placements = dockPanel(DEFAULT_PLACEMENTS, 'inspector', 'left');
    savePlacements(placements, storage);
    expect(storage.items.has(PANELS_KEY)).toBe(true);
    expect(loadPlacements(storage)).toEqual(placements);
  });

  it('starts from the defaults when storage is missing or refuses', () => {
    expect(loadPlacements(undefined)).toEqual(DEFAULT_PLACEMENTS);
    const refusing: PlacementStore = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    };
    expect(loadPlacements(refusing)).toEqual(DEFAULT_PLACEMENTS);
    expect(() => savePlacements(DEFAULT_PLACEMENTS, refusing)).not.toThrow();
  });
});
