import type { Connection, Edge, FinalConnectionState, IsValidConnection } from '@xyflow/react';
import { useCallback, type RefObject } from 'react';
import { createId } from '../../../shared/ids';
import { useAppStore } from '../stores/app-store';
import type { FlowEdge } from '../model/flow/flow-model';

function endsOf(connection: Connection | Edge) {
  if (!connection.sourceHandle || !connection.targetHandle) return undefined;
  return {
    a: { component: connection.source, pin: connection.sourceHandle },
    b: { component: connection.target, pin: connection.targetHandle },
  };
}

/**
 * Drawing a wire pin to pin: while dragging, only connections the circuit's rules allow
 * (`CircuitState.checkWire`) snap; a drop adds the wire as one change; a drop the rules refuse
 * says why, where the pointer let go (`CanvasMessage`, placed within `hostRef`).
 */
export function useConnectionHandlers(hostRef: RefObject<HTMLDivElement | null>): {
  readonly isValidConnection: IsValidConnection<FlowEdge>;
  readonly onConnect: (connection: Connection) => void;
  readonly onConnectEnd: (event: globalThis.MouseEvent | TouchEvent, state: FinalConnectionState) => void;
} {
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

  const onConnectEnd = useCallback(
    (event: globalThis.MouseEvent | TouchEvent, state: FinalConnectionState) => {
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
    },
    [hostRef],
  );

  return { isValidConnection, onConnect, onConnectEnd };
}
