import { useMemo } from 'react';
import { useAppStore } from '../stores/app-store';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { overlayFlow } from '../model/flow/preview-layer';
import { useFlowWindow } from './use-flow-window';

/**
 * The nodes and edges React Flow is given: the part of the circuit near the view, with a running
 * assistant turn's edits, and what a finished one changed, drawn over it.
 */
export function useCanvasFlow(): { readonly nodes: FlowNode[]; readonly edges: FlowEdge[] } {
  const shown = useFlowWindow();
  const preview = useAppStore((s) => s.preview);
  const highlight = useAppStore((s) => s.highlight);
  return useMemo(() => overlayFlow(shown.nodes, shown.edges, preview, highlight), [shown, preview, highlight]);
}
