import { createContext, useContext, type RefObject } from 'react';
import type { DockLayout } from '../model/dock/dock-layout';

/** What a panel needs of the stage it sits on: the element (for screen coordinates) and its layout. */
export interface StageContext {
  stage: RefObject<HTMLDivElement | null>;
  layout: DockLayout;
}

const EMPTY: StageContext = {
  stage: { current: null },
  layout: { canvas: { x: 0, y: 0, width: 0, height: 0 }, docks: {}, panels: {} },
};

export const PanelStageContext = createContext<StageContext>(EMPTY);

/** The stage the calling panel sits on. */
export function useStage(): StageContext {
  return useContext(PanelStageContext);
}
