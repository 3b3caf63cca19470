import { useConnection, useStore } from '@xyflow/react';
import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';

/**
 * While a wire is dragged over a pin it may not join, says why, beside the pointer: the same
 * reason the main process would give (CircuitState.checkWire).
 */
export function ConnectionHint(): ReactElement | null {
  const refusal = useConnection((c) => {
    if (!c.inProgress || !c.toHandle || c.isValid !== false || !c.fromHandle.id || !c.toHandle.id) return null;
    // Flat fields: useConnection compares the result shallowly.
    return {
      fromComponent: c.fromHandle.nodeId,
      fromPin: c.fromHandle.id,
      toComponent: c.toHandle.nodeId,
      toPin: c.toHandle.id,
      x: c.to.x,
      y: c.to.y,
    };
  });
  const transform = useStore((s) => s.transform);
  const replica = useAppStore((s) => s.replica);
  if (!refusal || !replica) return null;
  const checked = replica.state.checkWire(
    { component: refusal.fromComponent, pin: refusal.fromPin },
    { component: refusal.toComponent, pin: refusal.toPin },
  );
  if (checked.success) return null;
  const left = refusal.x * transform[2] + transform[0];
  const top = refusal.y * transform[2] + transform[1];
  return (
    <div className="connection-hint" style={{ left, top }} role="status" data-testid="connection-hint">
      <strong>{checked.error}</strong>
      <span>{checked.hint}</span>
    </div>
  );
}
