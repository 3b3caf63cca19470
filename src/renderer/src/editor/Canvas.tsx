import { Background, BackgroundVariant, Controls, MiniMap, ReactFlow, ReactFlowProvider } from '@xyflow/react';
import type { ReactElement } from 'react';
import { GRID } from '../../../shared/components';
import { useAppStore } from '../stores/app-store';
import { selectTheme } from '../stores/selectors';

/** The circuit canvas: grid, minimap and zoom controls. */
export function Canvas(): ReactElement {
  const theme = useAppStore(selectTheme);
  return (
    <section className="canvas" aria-label="Circuit canvas">
      <ReactFlowProvider>
        <ReactFlow
          nodes={[]}
          edges={[]}
          colorMode={theme}
          snapToGrid
          snapGrid={[GRID, GRID]}
          minZoom={0.05}
          maxZoom={4}
          proOptions={{ hideAttribution: true }}
          fitView
        >
          <Background variant={BackgroundVariant.Dots} gap={GRID * 2} size={1.4} />
          <MiniMap pannable zoomable className="minimap" />
          <Controls showInteractive={false} />
        </ReactFlow>
        <div className="canvas-empty" aria-hidden="true">
          <p className="canvas-empty-title">Empty circuit</p>
        </div>
      </ReactFlowProvider>
    </section>
  );
}
