import type { ReactElement } from 'react';

const VALUES = [
  { key: '0', label: '0', title: 'Logic 0 (low)' },
  { key: '1', label: '1', title: 'Logic 1 (high)' },
  { key: 'x', label: 'X', title: 'Unknown or conflicting drivers' },
  { key: 'z', label: 'Z', title: 'Not driven (high impedance)' },
  { key: 'none', label: '–', title: 'No simulated value' },
] as const;

/** The colours wires take for each simulated value. */
export function ValueLegend(): ReactElement {
  return (
    <div className="value-legend" aria-label="Wire colours">
      {VALUES.map((v) => (
        <span key={v.key} className="value-legend-item" title={v.title}>
          <svg width="18" height="6" aria-hidden="true">
            <line className={`cf-wire-swatch cf-wire-${v.key}`} x1="1" y1="3" x2="17" y2="3" />
          </svg>
          {v.label}
        </span>
      ))}
    </div>
  );
}
