import { useMemo } from 'react';
import type { AppState } from '../stores/app-store';
import { useAppStore } from '../stores/app-store';
import { PANEL_IDS, type PanelId } from '../model/dock/panel-placement';

/**
 * Whether a panel is shown. The inspector floats only while something is selected; docked, it keeps
 * its place (saying nothing is selected) so the canvas does not jump with every click, nor when a
 * circuit opens (its first fit already sees the smaller canvas).
 */
export function isPanelOpen(s: AppState, id: PanelId): boolean {
  switch (id) {
    case 'history':
      return s.historyOpen;
    case 'truthTable':
      return s.truthTableOpen;
    case 'problems':
      return s.problemsOpen && s.simCircuitId !== undefined;
    case 'tests':
      return s.testsOpen;
    case 'waveform':
      return s.waveformOpen;
    case 'lessons':
      return s.lessonsOpen;
    case 'lessonEditor':
      return s.authoringOpen;
    case 'inspector':
      return (
        s.panelPlacements.inspector.mode === 'docked' ||
        s.selectedComponents.size + s.selectedWires.size + s.selectedNotes.size > 0
      );
  }
}

/** The panels shown now (a new set only when that changes). */
export function useOpenPanels(): ReadonlySet<PanelId> {
  const key = useAppStore((s) => PANEL_IDS.filter((id) => isPanelOpen(s, id)).join(' '));
  return useMemo(() => new Set(key.split(' ').filter((id): id is PanelId => PANEL_IDS.includes(id as PanelId))), [key]);
}
