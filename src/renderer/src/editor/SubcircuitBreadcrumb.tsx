import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';

/**
 * Where the canvas is inside a subcircuit: the top circuit, then each instance opened with the
 * circuit it places ("FullAdder › HA1 (HalfAdder)"). Every item but the last goes back out to it.
 * Shown only inside a subcircuit.
 */
export function SubcircuitBreadcrumb(): ReactElement | null {
  const top = useAppStore((s) => s.insideTop);
  const path = useAppStore((s) => s.insidePath);
  const circuits = useAppStore((s) => s.circuits);
  if (!top || path.length === 0) return null;
  const nameOf = (id: string) => circuits.find((c) => c.id === id)?.name ?? '?';
  const leave = (depth: number) => void useAppStore.getState().leaveSubcircuit(depth);
  return (
    <nav className="subcircuit-breadcrumb" aria-label="Inside a subcircuit" data-testid="subcircuit-breadcrumb">
      <button type="button" className="breadcrumb-item" onClick={() => leave(0)}>
        {nameOf(top.circuitId)}
      </button>
      {path.map((step, i) => {
        const last = i === path.length - 1;
        const text = `${step.label} (${nameOf(step.circuitId)})`;
        return (
          <span key={`${step.instanceId}:${i}`} className="breadcrumb-step">
            <span className="breadcrumb-separator" aria-hidden="true">
              ›
            </span>
            {last ? (
              <span className="breadcrumb-item breadcrumb-current" aria-current="page">
                {text}
              </span>
            ) : (
              <button type="button" className="breadcrumb-item" onClick={() => leave(i + 1)}>
                {text}
              </button>
            )}
          </span>
        );
      })}
      <span className="breadcrumb-note">live values of this instance · edits change every instance</span>
    </nav>
  );
}
