import { useAppStore } from '../stores/app-store';

/**
 * What the canvas shows, as `data-*` attributes of its element, for the end-to-end tests and the
 * editor benchmark to wait on: the circuit and its revision, its counts, whether it is loaded,
 * the level of detail, the routing, and the size of the assistant's preview.
 */
export function useCanvasDataset(lod: boolean): Readonly<Record<`data-${string}`, string | number | undefined>> {
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  const componentCount = useAppStore((s) => s.replica?.state.componentCount ?? 0);
  const noteCount = useAppStore((s) => s.replica?.state.noteCount ?? 0);
  const wireCount = useAppStore((s) => s.replica?.state.wireCount ?? 0);
  const revision = useAppStore((s) => s.replica?.revision);
  const docStatus = useAppStore((s) => s.docStatus);
  const routedWires = useAppStore((s) => s.routes.size);
  const routingTimes = useAppStore((s) => s.routingTimes);
  const preview = useAppStore((s) => s.preview);
  return {
    'data-circuit-id': circuitId,
    'data-components': componentCount,
    'data-wires': wireCount,
    'data-notes': noteCount,
    'data-revision': revision,
    'data-lod': lod ? 'on' : 'off',
    'data-status': docStatus,
    'data-routed-wires': routedWires,
    'data-routing-ms': routingTimes.lastMs.toFixed(1),
    'data-routing-full-ms': routingTimes.fullMs?.toFixed(1),
    'data-preview': preview ? preview.added.size + preview.changed.size + preview.removed.size : 0,
  };
}
