import type { ReactFlowInstance } from '@xyflow/react';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';

let instance: ReactFlowInstance<FlowNode, FlowEdge> | undefined;
let element: HTMLElement | undefined;

/** Called by the canvas once React Flow is ready (and with undefined when it goes away). */
export function setFlowInstance(next: ReactFlowInstance<FlowNode, FlowEdge> | undefined, host?: HTMLElement): void {
  instance = next;
  element = host;
}

/** React Flow's viewport API, once the canvas is up. */
export function getFlowInstance(): ReactFlowInstance<FlowNode, FlowEdge> | undefined {
  return instance;
}

/** The canvas point at the centre of the visible area (where a clicked palette item lands). */
export function viewCentre(): { x: number; y: number } {
  if (!instance || !element) return { x: 0, y: 0 };
  const box = element.getBoundingClientRect();
  return instance.screenToFlowPosition({ x: box.left + box.width / 2, y: box.top + box.height / 2 });
}
