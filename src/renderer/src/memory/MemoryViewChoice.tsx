import type { ReactElement } from 'react';

/** What the memory editor shows: the part's power-on contents (edited), or a running RAM's words now. */
export type MemoryView = 'power-on' | 'now';

const VIEWS: readonly { readonly value: MemoryView; readonly label: string }[] = [
  { value: 'power-on', label: 'Power-on contents' },
  { value: 'now', label: 'Now (running)' },
];

/** "Power-on contents | Now (running)": two exclusive choices in the settings' segmented style. */
export function MemoryViewChoice({
  value,
  onChange,
}: {
  value: MemoryView;
  onChange: (view: MemoryView) => void;
}): ReactElement {
  return (
    <div className="settings-segmented mem-views" role="radiogroup" aria-label="Words shown">
      {VIEWS.map((v) => (
        <label key={v.value} className={`settings-choice${value === v.value ? ' checked' : ''}`}>
          <input
            type="radio"
            name="memory-view"
            value={v.value}
            checked={value === v.value}
            onChange={() => onChange(v.value)}
          />
          {v.label}
        </label>
      ))}
    </div>
  );
}
