import {
  Background,
  BackgroundVariant,
  ConnectionLineType,
  ConnectionMode,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  SelectionMode,
  useReactFlow,
  useStoreApi,
  type Connection,
  type Edge,
  type FinalConnectionState,
  type IsValidConnection,
} from '@xyflow/react';
import { useCallback, useEffect, useMemo, useRef, type DragEvent, type MouseEvent, type ReactElement } from 'react';
import { GRID } from '../../../shared/components';
import { createId } from '../../../shared/ids';
import { PALETTE_DRAG_TYPE } from '../palette/PaletteItem';
import { readPlacement } from '../palette/placement';
import { SubcircuitBreadcrumb } from './SubcircuitBreadcrumb';
import { useAppStore } from '../stores/app-store';
import { selectTheme } from '../stores/selectors';
import { CanvasMessage } from './CanvasMessage';
import { componentBox } from '../../../shared/layout/geometry';
import { ConnectionHint } from './ConnectionHint';
import { addComponentEdit } from '../model/edits/edit-operations';
import { EDGE_TYPES } from './edges/WireEdge';
import { setFlowInstance } from '../view/flow-instance';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { componentsInRect, hitComponent } from '../model/flow/lod-scene';
import { LodLayer } from './LodLayer';
import { MiniMapCanvas } from './MiniMapCanvas';
import { NODE_TYPES } from './nodes/node-types';
import { noteIdOf } from '../model/flow/note-nodes';
import { overlayFlow } from '../model/flow/preview-layer';
import { useFlowWindow } from './use-flow-window';
import { useLevelOfDetail } from './use-level-of-detail';
import { useWireRouting } from './routing/use-wire-routing';
import { BranchDragLayer } from './branch/BranchDragLayer';
import { currentLodScene } from '../view/lod-scene';
import { SimulationBar } from './SimulationBar';
import { ValueLegend } from './ValueLegend';
import { clearAreaOf, fitCircuit, revealBoxes, type ScreenArea } from '../view/viewport';

const NO_NODES: FlowNode[] = [];
const NO_EDGES: FlowEdge[] = [];
/** Middle and right mouse buttons pan; a left drag on the empty canvas selects a box (as in Logisim). */
const PAN_BUTTONS = [1, 2];
const MULTI_SELECT_KEYS = ['Shift', 'Meta', 'Control'];

function endsOf(connection: Connection | Edge) {
  if (!connection.sourceHandle || !connection.targetHandle) return undefined;
  return {
    a: { component: connection.source, pin: connection.sourceHandle },
    b: { component: connection.target, pin: connection.targetHandle },
  };
}

/** The circuit canvas: nodes and wires, the level-of-detail layer, minimap, controls and legend. */
export function Canvas(): ReactElement {
  return (
    <section className="canvas" aria-label="Circuit canvas">
      <ReactFlowProvider>
        <FlowCanvas />
      </ReactFlowProvider>
    </section>
  );
}

function FlowCanvas(): ReactElement {
  const theme = useAppStore(selectTheme);
  const shown = useFlowWindow();
  // A running assistant turn's edits, and what a finished one changed, drawn over the circuit.
  const preview = useAppStore((s) => s.preview);
  const highlight = useAppStore((s) => s.highlight);
  const { nodes, edges } = useMemo(
    () => overlayFlow(shown.nodes, shown.edges, preview, highlight),
    [shown, preview, highlight],
  );
  const fitRequest = useAppStore((s) => s.fitRequest);
  const minimapOpen = useAppStore((s) => s.minimapOpen);
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  const componentCount = useAppStore((s) => s.replica?.state.componentCount ?? 0);
  const noteCount = useAppStore((s) => s.replica?.state.noteCount ?? 0);
  const wireCount = useAppStore((s) => s.replica?.state.wireCount ?? 0);
  const revision = useAppStore((s) => s.replica?.revision);
  const docStatus = useAppStore((s) => s.docStatus);
  const lod = useLevelOfDetail();
  useWireRouting();
  const routedWires = useAppStore((s) => s.routes.size);
  const routingTimes = useAppStore((s) => s.routingTimes);
  const flow = useReactFlow<FlowNode, FlowEdge>();
  const flowStore = useStoreApi<FlowNode, FlowEdge>();
  const hostRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    setFlowInstance(flow, hostRef.current ?? undefined);
    return () => setFlowInstance(undefined);
  }, [flow]);

  useEffect(() => {
    if (fitRequest > 0) fitCircuit(flow, flowStore);
  }, [fitRequest, flow, flowStore]);

  const revealRequest = useAppStore((s) => s.revealRequest);
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

  const isValidConnection = useCallback<IsValidConnection<FlowEdge>>((connection) => {
    const ends = endsOf(connection);
    const replica = useAppStore.getState().replica;
    return ends !== undefined && replica !== undefined && replica.state.checkWire(ends.a, ends.b).success;
  }, []);

  const onConnect = useCallback((connection: Connection) => {
    const ends = endsOf(connection);
    if (!ends) return;
    void useAppStore.getState().applyOperations('Wire', (circuit) => {
      const checked = circuit.checkWire(ends.a, ends.b);
      if (!checked.success) return undefined;
      const { from, to } = checked.data;
      const name = (ref: typeof from) => `${circuit.component(ref.component)?.label ?? '?'}.${ref.pin}`;
      return {
        label: `Wire ${name(from)} → ${name(to)}`,
        operations: [{ op: 'addWire', wire: { id: createId('w'), from, to } }],
      };
    });
  }, []);

  const onConnectEnd = useCallback((event: globalThis.MouseEvent | TouchEvent, state: FinalConnectionState) => {
    if (!state.toHandle || state.isValid !== false || !state.fromHandle?.id || !state.toHandle.id) return;
    const s = useAppStore.getState();
    const checked = s.replica?.state.checkWire(
      { component: state.fromHandle.nodeId, pin: state.fromHandle.id },
      { component: state.toHandle.nodeId, pin: state.toHandle.id },
    );
    if (!checked || checked.success) return;
    const box = hostRef.current?.getBoundingClientRect();
    const point = 'clientX' in event ? event : event.changedTouches[0];
    s.showCanvasMessage({
      text: checked.error,
      hint: checked.hint,
      ...(box && point ? { at: { x: point.clientX - box.left, y: point.clientY - box.top } } : {}),
    });
  }, []);

  const onPaneClick = useCallback(
    (event: MouseEvent) => {
      if (!lod) return;
      // In the level-of-detail view there are no node elements to click: hit-test the drawing.
      const scene = currentLodScene();
      const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const hit = scene && hitComponent(scene, point.x, point.y);
      const s = useAppStore.getState();
      const additive = event.shiftKey || event.metaKey || event.ctrlKey;
      if (!hit) {
        if (!additive) s.setSelection([], []);
        return;
      }
      const next = new Set(additive ? s.selectedComponents : []);
      if (additive && next.has(hit)) next.delete(hit);
      else next.add(hit);
      s.setSelection(next, additive ? s.selectedWires : []);
    },
    [flow, lod],
  );

  const onDragOver = useCallback((event: DragEvent) => {
    if (!event.dataTransfer.types.includes(PALETTE_DRAG_TYPE)) return;
    event.preventDefault();
    event.dataTransfer.dropEffect = 'copy';
  }, []);

  const onDrop = useCallback(
    (event: DragEvent) => {
      const placement = readPlacement(event.dataTransfer.getData(PALETTE_DRAG_TYPE));
      if (!placement) return;
      event.preventDefault();
      const point = flow.screenToFlowPosition({ x: event.clientX, y: event.clientY });
      const id = createId('c');
      void useAppStore
        .getState()
        .applyOperations(
          'Add',
          (circuit) => addComponentEdit(circuit, placement.type, point, id, false, placement.properties),
          { select: { components: [id] } },
        );
    },
    [flow],
  );

  const commitDrag = useCallback(() => void useAppStore.getState().commitDrag(), []);

  // A box selection in the simplified view: React Flow holds no nodes to select then, so the box it
  // draws is read as it goes and matched against the drawing when the drag ends.
  const lodBox = useRef<{ x: number; y: number; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!lod) return;
    return flowStore.subscribe((s) => {
      if (s.userSelectionRect) lodBox.current = s.userSelectionRect;
    });
  }, [lod, flowStore]);
  const onSelectionEnd = useCallback(
    (event: MouseEvent) => {
      const box = lodBox.current;
      lodBox.current = null;
      const scene = currentLodScene();
      if (!lod || !box || !scene) return;
      const [tx, ty, zoom] = flowStore.getState().transform;
      const ids = componentsInRect(
        scene,
        (box.x - tx) / zoom,
        (box.y - ty) / zoom,
        box.width / zoom,
        box.height / zoom,
      );
      const s = useAppStore.getState();
      const additive = event.shiftKey || event.metaKey || event.ctrlKey;
      s.setSelection(additive ? [...s.selectedComponents, ...ids] : ids, additive ? s.selectedWires : []);
    },
    [lod, flowStore],
  );

  // React Flow leaves a multi-selection alone when one of its nodes is clicked; people expect the
  // click to pick that node alone (a drag still moves them all).
  const onNodeClick = useCallback((event: MouseEvent, clicked: FlowNode) => {
    if (event.shiftKey || event.metaKey || event.ctrlKey) return;
    const s = useAppStore.getState();
    if (s.selectedComponents.size + s.selectedNotes.size <= 1 && s.selectedWires.size === 0) return;
    const noteId = noteIdOf(clicked.id);
    if (noteId === undefined) s.setSelection([clicked.id], []);
    else s.setSelection([], [], [noteId]);
  }, []);

  return (
    <div
      ref={hostRef}
      className="canvas-host"
      onDragOver={onDragOver}
      onDrop={onDrop}
      data-circuit-id={circuitId}
      data-components={componentCount}
      data-wires={wireCount}
      data-notes={noteCount}
      data-revision={revision}
      data-lod={lod ? 'on' : 'off'}
      data-status={docStatus}
      data-routed-wires={routedWires}
      data-routing-ms={routingTimes.lastMs.toFixed(1)}
      data-routing-full-ms={routingTimes.fullMs?.toFixed(1)}
      data-preview={preview ? preview.added.size + preview.changed.size + preview.removed.size : 0}
    >
      <ReactFlow<FlowNode, FlowEdge>
        nodes={lod ? NO_NODES : nodes}
        edges={lod ? NO_EDGES : edges}
        nodeTypes={NODE_TYPES}
        edgeTypes={EDGE_TYPES}
        onNodesChange={useAppStore.getState().onNodesChange}
        onEdgesChange={useAppStore.getState().onEdgesChange}
        onConnect={onConnect}
        onConnectEnd={onConnectEnd}
        isValidConnection={isValidConnection}
        connectionMode={ConnectionMode.Loose}
        connectionLineType={ConnectionLineType.Step}
        connectionRadius={16}
        onNodeClick={onNodeClick}
        onNodeDragStop={commitDrag}
        onSelectionDragStop={commitDrag}
        onPaneClick={onPaneClick}
        onSelectionEnd={onSelectionEnd}
        onPaneContextMenu={(event) => event.preventDefault()}
        colorMode={theme}
        snapToGrid
        snapGrid={[GRID, GRID]}
        minZoom={0.02}
        maxZoom={4}
        onlyRenderVisibleElements
        selectionOnDrag
        selectionMode={SelectionMode.Partial}
        selectionKeyCode={null}
        multiSelectionKeyCode={MULTI_SELECT_KEYS}
        panOnDrag={PAN_BUTTONS}
        panActivationKeyCode="Space"
        deleteKeyCode={null}
        nodesFocusable={false}
        edgesFocusable={false}
        disableKeyboardA11y
        proOptions={{ hideAttribution: true }}
      >
        <Background variant={BackgroundVariant.Dots} gap={GRID * 2} size={1.4} />
        {lod && <LodLayer />}
        <Controls
          showInteractive={false}
          fitViewOptions={{ padding: 0.12 }}
          onFitView={() => useAppStore.getState().requestFit()}
        />
        <ConnectionHint />
      </ReactFlow>
      <BranchDragLayer />
      <SimulationBar />
      <SubcircuitBreadcrumb />
      {preview && (
        <div className="preview-banner" role="status">
          <span className="preview-tag">Preview</span> The assistant’s changes, not applied yet
        </div>
      )}
      <CanvasMessage />
      <ValueLegend />
      {minimapOpen && <MiniMapCanvas />}
      {docStatus === 'ready' && componentCount === 0 && noteCount === 0 && !preview && (
        <div className="canvas-empty" aria-hidden="true">
          <p className="canvas-empty-title">Empty circuit</p>
          <p>Drag a component from the palette, or click one to place it here.</p>
        </div>
      )}
    </div>
  );
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
