import {
  Background,
  BackgroundVariant,
  ConnectionLineType,
  ConnectionMode,
  Controls,
  ReactFlow,
  ReactFlowProvider,
  SelectionMode,
} from '@xyflow/react';
import { useRef, type ReactElement } from 'react';
import { GRID } from '../../../shared/components';
import { useAppStore } from '../stores/app-store';
import { selectTheme } from '../stores/selectors';
import type { FlowEdge, FlowNode } from '../model/flow/flow-model';
import { CanvasOverlays } from './CanvasOverlays';
import { ConnectionHint } from './ConnectionHint';
import { EDGE_TYPES } from './edges/WireEdge';
import { LodLayer } from './LodLayer';
import { NODE_TYPES } from './nodes/node-types';
import { useCanvasDataset } from './use-canvas-dataset';
import { useCanvasFlow } from './use-canvas-flow';
import { useConnectionHandlers } from './use-connection-handlers';
import { useLevelOfDetail } from './use-level-of-detail';
import { usePaletteDrop } from './use-palette-drop';
import { useSelectionHandlers } from './use-selection-handlers';
import { useViewportRequests } from './use-viewport-requests';
import { useWireRouting } from './routing/use-wire-routing';

const NO_NODES: FlowNode[] = [];
const NO_EDGES: FlowEdge[] = [];
/** Middle and right mouse buttons pan; a left drag on the empty canvas selects a box (as in Logisim). */
const PAN_BUTTONS = [1, 2];
const MULTI_SELECT_KEYS = ['Shift', 'Meta', 'Control'];

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

/** A drag of parts ends as one move, stored (or refused) by the store. */
function commitDrag(): void {
  void useAppStore.getState().commitDrag();
}

/** React Flow set up for circuits, its handlers each from the hook of one gesture, and the layers over it. */
function FlowCanvas(): ReactElement {
  const theme = useAppStore(selectTheme);
  const { nodes, edges } = useCanvasFlow();
  const lod = useLevelOfDetail();
  useWireRouting();
  const hostRef = useRef<HTMLDivElement>(null);
  useViewportRequests(hostRef);
  const { isValidConnection, onConnect, onConnectEnd } = useConnectionHandlers(hostRef);
  const { onDragOver, onDrop } = usePaletteDrop();
  const { onPaneClick, onSelectionEnd, onNodeClick } = useSelectionHandlers(lod);
  const dataset = useCanvasDataset(lod);

  return (
    <div ref={hostRef} className="canvas-host" onDragOver={onDragOver} onDrop={onDrop} {...dataset}>
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
      <CanvasOverlays />
    </div>
  );
}
