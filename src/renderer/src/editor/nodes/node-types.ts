import type { NodeTypes } from '@xyflow/react';
import type { ComponentFamily } from '../../../../shared/components';
import { NOTE_NODE_TYPE } from '../../model/flow/note-nodes';
import { BlockNode } from './BlockNode';
import { ButtonNode } from './ButtonNode';
import { ClockNode } from './ClockNode';
import { ConstantNode } from './ConstantNode';
import { DotMatrixNode } from './DotMatrixNode';
import { GateNode } from './GateNode';
import { GroundNode } from './GroundNode';
import { LedNode } from './LedNode';
import { NoteNode } from './NoteNode';
import { PortNode } from './PortNode';
import { PowerNode } from './PowerNode';
import { ProbeNode } from './ProbeNode';
import { PullNode } from './PullNode';
import { ResistorNode } from './ResistorNode';
import { SevenSegmentNode } from './SevenSegmentNode';
import { SubcircuitNode } from './SubcircuitNode';
import { PlaceholderNode } from './PlaceholderNode';
import { SwitchNode } from './SwitchNode';
import { TransistorNode } from './TransistorNode';

/** One node component per registry family. */
const FAMILY_NODES = {
  switch: SwitchNode,
  button: ButtonNode,
  clock: ClockNode,
  constant: ConstantNode,
  led: LedNode,
  'seven-segment': SevenSegmentNode,
  'dot-matrix': DotMatrixNode,
  probe: ProbeNode,
  gate: GateNode,
  power: PowerNode,
  ground: GroundNode,
  resistor: ResistorNode,
  transistor: TransistorNode,
  pull: PullNode,
  block: BlockNode,
  port: PortNode,
  subcircuit: SubcircuitNode,
  placeholder: PlaceholderNode,
} satisfies Record<ComponentFamily, NodeTypes[string]>;

/** Every node component: the families' and the note's (a module-level constant, as React Flow requires). */
export const NODE_TYPES = { ...FAMILY_NODES, [NOTE_NODE_TYPE]: NoteNode } satisfies NodeTypes;
