import { create } from 'zustand';
import { createRegistrySlice, type RegistrySlice } from './registry-slice';
import { createUiSlice, type UiSlice } from './ui-slice';

/** The renderer's one store, made of slices (see STYLE.md). */
export type AppState = UiSlice & RegistrySlice;

export const useAppStore = create<AppState>()((...a) => ({
  ...createUiSlice(...a),
  ...createRegistrySlice(...a),
}));
