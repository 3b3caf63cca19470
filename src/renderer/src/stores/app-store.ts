import { create } from 'zustand';
import { canvasReactions, createCanvasSlice, type CanvasSlice } from './canvas-slice';
import { chatReactions, createChatSlice, type ChatSlice } from './chat-slice';
import type { CircuitReaction } from './circuit-reactions';
import { createHierarchySlice, hierarchyReactions, type HierarchySlice } from './hierarchy-slice';
import { createImageExportSlice, type ImageExportSlice } from './image-export-slice';
import { createLessonEditorSlice, type LessonEditorSlice } from './lesson-editor-slice';
import { createDocumentSlice, type DocumentSlice, type DocumentSliceOptions } from './document-slice';
import { createPanelsSlice, type PanelsSlice } from './panels-slice';
import { createProblemsSlice, problemsReactions, type ProblemsSlice } from './problems-slice';
import { createRegistrySlice, type RegistrySlice } from './registry-slice';
import { createRoutesSlice, type RoutesSlice } from './routes-slice';
import { createSettingsSlice, type SettingsSlice } from './settings-slice';
import { createSimSlice, simReactions, type SimSlice } from './sim-slice';
import { createTestsSlice, testsReactions, type TestsSlice } from './tests-slice';
import { createUiSlice, type UiSlice } from './ui-slice';
import { createVerilogSlice, type VerilogSlice } from './verilog-slice';
import { createWaveformSlice, waveformReactions, type WaveformSlice } from './waveform-slice';
import { createLessonsSlice, type LessonsSlice } from './lessons-slice';
import { createMcpSlice, type McpSlice } from './mcp-slice';

/** The renderer's one store, made of slices (see docs/STYLE.md). */
export type AppState = UiSlice &
  RegistrySlice &
  DocumentSlice &
  CanvasSlice &
  SimSlice &
  ProblemsSlice &
  ChatSlice &
  SettingsSlice &
  RoutesSlice &
  PanelsSlice &
  ImageExportSlice &
  VerilogSlice &
  HierarchySlice &
  TestsSlice &
  WaveformSlice &
  LessonsSlice &
  LessonEditorSlice &
  McpSlice;

/**
 * The slices that follow the open circuit, in the order they hear of an opened or changed circuit
 * (see CONTEXT.md): a new slice that cares adds its reaction here, and the document code stays as it is.
 */
export const CIRCUIT_REACTIONS: readonly CircuitReaction[] = [
  // First: whether the way into a subcircuit goes on decides which simulation is shown.
  hierarchyReactions,
  simReactions,
  problemsReactions,
  canvasReactions,
  chatReactions,
  testsReactions,
  waveformReactions,
];

/** Builds a fresh store (the app makes one; tests make their own). */
export function createAppStore(options: DocumentSliceOptions = {}) {
  return create<AppState>()((...a) => ({
    ...createUiSlice(...a),
    ...createRegistrySlice(...a),
    ...createDocumentSlice(options, CIRCUIT_REACTIONS)(...a),
    ...createCanvasSlice(...a),
    ...createSimSlice(...a),
    ...createProblemsSlice(...a),
    ...createChatSlice(...a),
    ...createSettingsSlice(...a),
    ...createRoutesSlice(...a),
    ...createPanelsSlice(...a),
    ...createImageExportSlice(...a),
    ...createVerilogSlice(...a),
    ...createHierarchySlice(...a),
    ...createTestsSlice(...a),
    ...createWaveformSlice(...a),
    ...createLessonsSlice(...a),
    ...createLessonEditorSlice(...a),
    ...createMcpSlice(...a),
  }));
}

export const useAppStore = createAppStore();
