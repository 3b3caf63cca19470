import { describe, expect, it } from 'vitest';
import {
  DEFAULT_PLACEMENTS,
  dockPanel,
  dockedOn,
  floatPanel,
  parsePlacements,
  serializePlacements,
  PANEL_IDS,
} from './panel-placement';

const all = new Set(PANEL_IDS);

describe('placing panels', () => {
  it('stacks panels docked to one side in the order they came, or where they were dropped', () => {
    // The lessons and the lesson editor start docked right; panels docked there come after them.
    expect(dockedOn(DEFAULT_PLACEMENTS, 'right', all)).toEqual(['lessons', 'lessonEditor']);
    let p = dockPanel(DEFAULT_PLACEMENTS, 'history', 'right');
    p = dockPanel(p, 'truthTable', 'right');
    expect(dockedOn(p, 'right', all)).toEqual(['lessons', 'lessonEditor', 'history', 'truthTable']);
    p = dockPanel(p, 'inspector', 'right', 0);
    expect(dockedOn(p, 'right', all)).toEqual(['inspector', 'lessons', 'lessonEditor', 'history', 'truthTable']);
    expect(dockedOn(p, 'left', all)).toEqual([]);
  });

  it('moves a panel within its dock, and out of the other dock when docked elsewhere', () => {
    let p = dockPanel(DEFAULT_PLACEMENTS, 'history', 'left');
    p = dockPanel(p, 'problems', 'left');
    p = dockPanel(p, 'history', 'left', 2);
    expect(dockedOn(p, 'left', all)).toEqual(['problems', 'history']);
    // The waveform is docked below the canvas from the start; history comes after it.
    expect(dockedOn(DEFAULT_PLACEMENTS, 'bottom', all)).toEqual(['waveform']);
    p = dockPanel(p, 'history', 'bottom');
    expect(dockedOn(p, 'left', all)).toEqual(['problems']);
    expect(dockedOn(p, 'bottom', all)).toEqual(['waveform', 'history']);
  });

  it('leaves closed panels out of a dock', () => {
    const p = dockPanel(dockPanel(DEFAULT_PLACEMENTS, 'history', 'left'), 'problems', 'left');
    expect(dockedOn(p, 'left', new Set(['problems'] as const))).toEqual(['problems']);
  });

  it('floats a docked panel at a point or at its default spot', () => {
    const docked = dockPanel(DEFAULT_PLACEMENTS, 'inspector', 'right');
    expect(floatPanel(docked, 'inspector', { x: 30, y: 40 }).inspector).toEqual({
      mode: 'floating',
      at: { x: 30, y: 40 },
    });
    expect(floatPanel(docked, 'inspector').inspector).toEqual({ mode: 'floating' });
  });
});

describe('remembering the placements', () => {
  it('reads back what it wrote', () => {
    const p = floatPanel(dockPanel(DEFAULT_PLACEMENTS, 'truthTable', 'right'), 'history', { x: 5, y: 6 });
    expect(parsePlacements(serializePlacements(p))).toEqual(p);
  });

  it('falls back to the default for anything it cannot read, panel by panel', () => {
    expect(parsePlacements(null)).toEqual(DEFAULT_PLACEMENTS);
    expect(parsePlacements('{not json')).toEqual(DEFAULT_PLACEMENTS);
    expect(parsePlacements('42')).toEqual(DEFAULT_PLACEMENTS);
    const mixed = parsePlacements(
      JSON.stringify({
        history: { mode: 'docked', side: 'top', order: 0 },
        inspector: { mode: 'docked', side: 'left', order: 0 },
        problems: { mode: 'floating', at: { x: 'a', y: 2 } },
      }),
    );
    expect(mixed).toEqual({ ...DEFAULT_PLACEMENTS, inspector: { mode: 'docked', side: 'left', order: 0 } });
  });
});
