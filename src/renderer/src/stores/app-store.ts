import { create } from 'zustand';
import { createCanvasSlice, type CanvasSlice } from './canvas-slice';
import { createDocumentSlice, type DocumentSlice, type DocumentSliceOptions } from './document-slice';
import { createProblemsSlice, type ProblemsSlice } from './problems-slice';
import { createRegistrySlice, type RegistrySlice } from './registry-slice';
import { createSimSlice, type SimSlice } from './sim-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

/** The renderer's one store, made of slices (see STYLE.md). */
export type AppState = UiSlice & RegistrySlice & DocumentSlice & CanvasSlice & SimSlice & ProblemsSlice;

/** Builds a fresh store (the app makes one; tests make their own). */
export function createAppStore(options: DocumentSliceOptions = {}) {
  return create<AppState>()((...a) => ({
    ...createUiSlice(...a),
    ...createRegistrySlice(...a),
    ...createDocumentSlice(options)(...a),
    ...createCanvasSlice(...a),
    ...createSimSlice(...a),
    ...createProblemsSlice(...a),
  }));
}

export const useAppStore = createAppStore();
