import type { EdgeChange, NodeChange } from '@xyflow/react';
import type { StateCreator } from 'zustand';
import type { ClipboardContent } from '../model/edits/clipboard';
import { FlowModel, type FlowEdge, type FlowNode, type ViewState } from '../model/flow/flow-model';
import { noteIdOf, type NoteSize } from '../model/flow/note-nodes';
import { moveOperations } from '../model/edits/move-operations';
import type { AppState } from './app-store';
import type { CircuitReaction } from './circuit-reactions';
import type { Touched } from '../model/circuit-replica';

type Point = { x: number; y: number };

/** A short message drawn on the canvas (a refused connection, an edit that could not be made). */
export interface CanvasMessage {
  readonly id: number;
  readonly text: string;
  readonly hint?: string;
  /** Where to show it, in pixels from the canvas's top-left corner; centred at the top when absent. */
  readonly at?: Point;
}

/**
 * The canvas: React Flow's nodes and edges (derived from the replica, never edited directly), the
 * selection, and positions of a drag that is not stored yet. Selection and drags are never
 * undoable and never touch the history.
 */
export interface CanvasSlice {
  flow: FlowModel;
  nodes: readonly FlowNode[];
  edges: readonly FlowEdge[];
  selectedComponents: ReadonlySet<string>;
  selectedWires: ReadonlySet<string>;
  /** Ids of the selected notes. */
  selectedNotes: ReadonlySet<string>;
  /** The sizes React Flow measured for note nodes (by node id), handed back with each new node object. */
  noteSizes: ReadonlyMap<string, NoteSize>;
  /** The note whose text is being written on the canvas, if any. */
  editingNote: string | undefined;
  /** Opens a note's text for writing on the canvas (undefined closes it). */
  setEditingNote: (id: string | undefined) => void;
  /** Positions of nodes (components, notes) being dragged, by node id, shown until the move is stored. */
  dragPositions: ReadonlyMap<string, Point>;
  canvasMessage: CanvasMessage | undefined;
  /** Bumped to ask the canvas to fit the view (after opening a circuit, by the F key). */
  fitRequest: number;
  /** Components the canvas should bring into view (a problem picked from the list); bumped each time. */
  revealRequest: { readonly components: readonly string[]; readonly count: number } | undefined;
  /** What copy and cut kept (the app's own clipboard: it survives switching circuits). */
  clipboard: ClipboardContent | undefined;
  /** Pastes since the last copy: each lands a little further from the original. */
  pasteCount: number;
  /** Rebuilds the canvas from the replica; the selection is cleared unless `keepSelection`. */
  resetCanvas: (keepSelection?: boolean) => void;
  syncCanvas: (touched: Touched) => void;
  /** Selects exactly these components, wires and notes. */
  setSelection: (components: Iterable<string>, wires?: Iterable<string>, notes?: Iterable<string>) => void;
  onNodesChange: (changes: NodeChange<FlowNode>[]) => void;
  onEdgesChange: (changes: EdgeChange<FlowEdge>[]) => void;
  /** Stores the positions of a finished drag as one change. */
  commitDrag: () => Promise<void>;
  showCanvasMessage: (message: Omit<CanvasMessage, 'id'>) => void;
  dismissCanvasMessage: (id?: number) => void;
  requestFit: () => void;
  /** Selects components and wires and brings the components into view. */
  selectAndReveal: (components: readonly string[], wires?: readonly string[]) => void;
  setClipboard: (content: ClipboardContent) => void;
  /** The offset (in double grid steps) of the next paste. */
  nextPasteOffset: () => number;
}

const NO_IDS: ReadonlySet<string> = new Set();
let nextMessageId = 1;

function viewOf(s: AppState): ViewState {
  return {
    selectedComponents: s.selectedComponents,
    selectedWires: s.selectedWires,
    selectedNotes: s.selectedNotes,
    positions: s.dragPositions,
    noteSizes: s.noteSizes,
  };
}

export const createCanvasSlice: StateCreator<AppState, [], [], CanvasSlice> = (set, get) => {
  /** Re-derives the nodes/edges of the given ids after the view changed. */
  const refresh = (components: Iterable<string>, wires: Iterable<string> = [], notes: Iterable<string> = []) => {
    const s = get();
    const state = s.replica?.state;
    if (!state) return;
    const touched = { components: new Set(components), wires: new Set(wires), notes: new Set(notes) };
    s.flow.sync(state, touched, viewOf(s));
    set({ nodes: s.flow.nodes, edges: s.flow.edges });
  };

  return {
    flow: new FlowModel(),
    nodes: [],
    edges: [],
    selectedComponents: NO_IDS,
    selectedWires: NO_IDS,
    selectedNotes: NO_IDS,
    editingNote: undefined,
    noteSizes: new Map(),
    dragPositions: new Map(),
    canvasMessage: undefined,
    fitRequest: 0,
    revealRequest: undefined,
    clipboard: undefined,
    pasteCount: 0,

    resetCanvas(keepSelection = false) {
      const s = get();
      const state = s.replica?.state;
      set({
        selectedComponents:
          keepSelection && state ? new Set([...s.selectedComponents].filter((id) => state.component(id))) : NO_IDS,
        selectedWires: keepSelection && state ? new Set([...s.selectedWires].filter((id) => state.wire(id))) : NO_IDS,
        selectedNotes: keepSelection && state ? new Set([...s.selectedNotes].filter((id) => state.note(id))) : NO_IDS,
        dragPositions: new Map(),
        editingNote:
          keepSelection && s.editingNote !== undefined && state?.note(s.editingNote) ? s.editingNote : undefined,
        noteSizes: keepSelection ? s.noteSizes : new Map(),
      });
      s.flow.reset(s.replica?.state, viewOf(get()));
      set({ nodes: s.flow.nodes, edges: s.flow.edges });
    },

    syncCanvas(touched) {
      const s = get();
      const state = s.replica?.state;
      if (!state) return;
      // Removed components and wires leave the selection; the stored position replaces a drag's.
      const selectedComponents = new Set(
        [...s.selectedComponents].filter((id) => !touched.components.has(id) || state.component(id)),
      );
      const selectedWires = new Set([...s.selectedWires].filter((id) => !touched.wires.has(id) || state.wire(id)));
      const notes = touched.notes ?? NO_IDS;
      const selectedNotes = new Set([...s.selectedNotes].filter((id) => !notes.has(id) || state.note(id)));
      const stillDragged = (nodeId: string) => {
        const noteId = noteIdOf(nodeId);
        return noteId === undefined ? !touched.components.has(nodeId) : !notes.has(noteId);
      };
      const dragPositions = new Map([...s.dragPositions].filter(([id]) => stillDragged(id)));
      const editingNote = s.editingNote !== undefined && state.note(s.editingNote) ? s.editingNote : undefined;
      set({ selectedComponents, selectedWires, selectedNotes, dragPositions, editingNote });
      s.flow.sync(state, touched, viewOf(get()));
      set({ nodes: s.flow.nodes, edges: s.flow.edges });
    },

    setSelection(components, wires = [], notes = []) {
      const s = get();
      const nextComponents = new Set(components);
      const nextWires = new Set(wires);
      const nextNotes = new Set(notes);
      const changedComponents = symmetricDifference(s.selectedComponents, nextComponents);
      const changedWires = symmetricDifference(s.selectedWires, nextWires);
      const changedNotes = symmetricDifference(s.selectedNotes, nextNotes);
      if (changedComponents.length + changedWires.length + changedNotes.length === 0) return;
      set({ selectedComponents: nextComponents, selectedWires: nextWires, selectedNotes: nextNotes });
      refresh(changedComponents, changedWires, changedNotes);
    },

    onNodesChange(changes) {
      const s = get();
      let selection: Set<string> | undefined;
      let noteSelection: Set<string> | undefined;
      let positions: Map<string, Point> | undefined;
      let sizes: Map<string, NoteSize> | undefined;
      const touched = new Set<string>();
      const touchedNotes = new Set<string>();
      for (const change of changes) {
        if (change.type === 'add') continue;
        const noteId = noteIdOf(change.id);
        // Components carry their size, so only notes report theirs; removal goes through the delete action.
        if (change.type === 'dimensions' && change.dimensions && noteId !== undefined) {
          const known = s.noteSizes.get(change.id);
          if (known?.width === change.dimensions.width && known.height === change.dimensions.height) continue;
          sizes ??= new Map(s.noteSizes);
          sizes.set(change.id, change.dimensions);
          touchedNotes.add(noteId);
          continue;
        }
        if (change.type !== 'select' && (change.type !== 'position' || !change.position)) continue;
        if (noteId === undefined) touched.add(change.id);
        else touchedNotes.add(noteId);
        if (change.type === 'select') {
          const selected =
            noteId === undefined
              ? (selection ??= new Set(s.selectedComponents))
              : (noteSelection ??= new Set(s.selectedNotes));
          if (change.selected) selected.add(noteId ?? change.id);
          else selected.delete(noteId ?? change.id);
        } else if (change.position) {
          positions ??= new Map(s.dragPositions);
          positions.set(change.id, change.position);
        }
      }
      if (touched.size === 0 && touchedNotes.size === 0) return;
      set({
        ...(selection ? { selectedComponents: selection } : {}),
        ...(noteSelection ? { selectedNotes: noteSelection } : {}),
        ...(positions ? { dragPositions: positions } : {}),
        ...(sizes ? { noteSizes: sizes } : {}),
      });
      refresh(touched, [], touchedNotes);
    },

    onEdgesChange(changes) {
      const s = get();
      let selection: Set<string> | undefined;
      const touched = new Set<string>();
      for (const change of changes) {
        if (change.type !== 'select') continue;
        selection ??= new Set(s.selectedWires);
        if (change.selected) selection.add(change.id);
        else selection.delete(change.id);
        touched.add(change.id);
      }
      if (!selection) return;
      set({ selectedWires: selection });
      refresh([], touched);
    },

    async commitDrag() {
      const s = get();
      const state = s.replica?.state;
      if (!state || s.dragPositions.size === 0) return;
      const moved = new Map(s.dragPositions);
      const { operations, label } = moveOperations(state, moved);
      if (operations.length > 0) await s.applyOperations(label, operations);
      // The stored positions (or, if the move was refused, the old ones) take over from the drag.
      const after = get();
      const dragPositions = new Map([...after.dragPositions].filter(([id, p]) => moved.get(id) !== p));
      set({ dragPositions });
      const ids = [...moved.keys()];
      refresh(
        ids.filter((id) => noteIdOf(id) === undefined),
        [],
        ids.flatMap((id) => noteIdOf(id) ?? []),
      );
    },

    setEditingNote(id) {
      set({ editingNote: id });
    },

    showCanvasMessage(message) {
      const id = nextMessageId++;
      set({ canvasMessage: { ...message, id } });
      setTimeout(() => get().dismissCanvasMessage(id), 5000);
    },

    dismissCanvasMessage(id) {
      if (id === undefined || get().canvasMessage?.id === id) set({ canvasMessage: undefined });
    },

    selectAndReveal(components, wires = []) {
      get().setSelection(components, wires);
      set((s) => ({ revealRequest: { components, count: (s.revealRequest?.count ?? 0) + 1 } }));
    },
    requestFit() {
      set((s) => ({ fitRequest: s.fitRequest + 1 }));
    },

    setClipboard(content) {
      set({ clipboard: content, pasteCount: 0 });
    },

    nextPasteOffset() {
      const count = get().pasteCount + 1;
      set({ pasteCount: count });
      return count;
    },
  };
};

/**
 * The canvas follows the replica: another circuit starts with no selection, fitted to the view; a
 * re-read of the open one keeps the view and what is still there of the selection.
 */
export const canvasReactions: CircuitReaction = {
  slice: 'canvas',
  onCircuitOpened({ reread }, s) {
    if (reread) {
      s.resetCanvas(true);
      return;
    }
    s.resetCanvas();
    s.requestFit();
  },
  onCircuitChanged(touched, s) {
    s.syncCanvas(touched);
  },
};

function symmetricDifference(a: ReadonlySet<string>, b: ReadonlySet<string>): string[] {
  const out: string[] = [];
  for (const id of a) if (!b.has(id)) out.push(id);
  for (const id of b) if (!a.has(id)) out.push(id);
  return out;
}
