import type { Node } from '@xyflow/react';
import type { Note } from '../../../../shared/circuit';

/** The React Flow node type of a note. */
export const NOTE_NODE_TYPE = 'note';
const PREFIX = 'note:';

/** Data of a note's node: the note it draws. */
export interface NoteNodeData extends Record<string, unknown> {
  readonly note: Note;
}

/** A React Flow node of a note. */
export type NoteFlowNode = Node<NoteNodeData, typeof NOTE_NODE_TYPE>;

/**
 * The node id of a note. Notes have ids of their own, which may equal a component's; on the canvas
 * they share one id space, so a note's node id is prefixed ("note:" cannot start a component id).
 */
export function noteNodeId(noteId: string): string {
  return `${PREFIX}${noteId}`;
}

/** The note id of a node id, or undefined when the node is a component's. */
export function noteIdOf(nodeId: string): string | undefined {
  return nodeId.startsWith(PREFIX) ? nodeId.slice(PREFIX.length) : undefined;
}

/** A note's size as React Flow measured it in the DOM. */
export interface NoteSize {
  readonly width: number;
  readonly height: number;
}

/**
 * The React Flow node of a note. Its size follows the text, so React Flow measures it; the size it
 * reported last is handed back (`measured`), because a node object without one is hidden and
 * measured again, which would flicker on every selection or drag frame. No handles: nothing
 * connects to a note.
 */
export function toNoteNode(
  note: Note,
  selected: boolean,
  position?: { x: number; y: number },
  size?: NoteSize,
): NoteFlowNode {
  return {
    id: noteNodeId(note.id),
    type: NOTE_NODE_TYPE,
    position: position ?? { x: note.x, y: note.y },
    data: { note },
    selected,
    connectable: false,
    ...(size ? { measured: { width: size.width, height: size.height } } : {}),
    domAttributes: { 'data-note': note.id },
  } as NoteFlowNode;
}
