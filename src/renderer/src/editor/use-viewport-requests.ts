import { useReactFlow, useStoreApi } from '@xyflow/react';
import { useEffect, type RefObject } from 'react';
import { componentBox } from '../../../shared/layout/geometry';
import { useAppStore } from '../stores/app-store';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { setFlowInstance } from '../view/flow-instance';
import { clearAreaOf, fitCircuit, revealBoxes, type ScreenArea } from '../view/viewport';

/**
 * Moves the view when asked: hands the React Flow instance (and the canvas's element) to the
 * commands (`view/flow-instance.ts`), fits the circuit on a fit request, and reveals the parts a
 * reveal request names, the assistant's parts as they appear in its preview, and the parts a
 * finished turn changed — each into the part of the canvas no panel covers.
 */
export function useViewportRequests(hostRef: RefObject<HTMLDivElement | null>): void {
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const flowStore = useStoreApi<FlowNode, FlowEdge>();
  const fitRequest = useAppStore((s) => s.fitRequest);
  const revealRequest = useAppStore((s) => s.revealRequest);
  const preview = useAppStore((s) => s.preview);
  const highlight = useAppStore((s) => s.highlight);

  useEffect(() => {
    setFlowInstance(flow, hostRef.current ?? undefined);
    return () => setFlowInstance(undefined);
  }, [flow, hostRef]);

  useEffect(() => {
    if (fitRequest > 0) fitCircuit(flow, flowStore);
  }, [fitRequest, flow, flowStore]);

  useEffect(() => {
    const { replica, preview: previewLayer } = useAppStore.getState();
    const state = replica?.state;
    if (!revealRequest || !state) return;
    const boxes = revealRequest.components.flatMap((id) => {
      // A part the assistant is adding is only in its preview so far.
      const component = state.component(id) ?? previewLayer?.state.component(id);
      return component ? [componentBox(component)] : [];
    });
    revealBoxes(flow, flowStore, boxes, clearArea(flowStore.getState()));
  }, [revealRequest, flow, flowStore]);

  // The assistant's parts come into view as they appear (a preview), and once they are committed.
  useEffect(() => {
    const state = preview?.state;
    if (!state) return;
    const boxes = [...preview.added, ...preview.changed].flatMap((id) => {
      const component = state.component(id);
      return component ? [componentBox(component)] : [];
    });
    revealBoxes(flow, flowStore, boxes, clearArea(flowStore.getState()));
  }, [preview, flow, flowStore]);
  useEffect(() => {
    const state = useAppStore.getState().replica?.state;
    if (!highlight || !state) return;
    const boxes = [...highlight.components].flatMap((id) => {
      const component = state.component(id);
      return component ? [componentBox(component)] : [];
    });
    revealBoxes(flow, flowStore, boxes, clearArea(flowStore.getState()));
  }, [highlight, flow, flowStore]);
}

/**
 * The part of the canvas not covered by the panels drawn over it (those marked
 * `data-covers-canvas`: the simulation bar and the floating panels; docked ones sit beside the canvas,
 * which is already the smaller for them), so that what a panel points at is not hidden behind a panel.
 */
function clearArea(flow: { domNode: Element | null; width: number; height: number }): ScreenArea | undefined {
  const canvas = flow.domNode?.getBoundingClientRect();
  if (!canvas) return undefined;
  const gap = 16;
  const panels = [...document.querySelectorAll('[data-covers-canvas]')].map((element) => {
    const r = element.getBoundingClientRect();
    return {
      left: r.left - canvas.left - gap,
      top: r.top - canvas.top - gap,
      right: r.right - canvas.left + gap,
      bottom: r.bottom - canvas.top + gap,
    };
  });
  return clearAreaOf(flow, panels);
}
