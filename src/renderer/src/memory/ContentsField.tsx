import { useMemo, useState, type ReactElement } from 'react';
import { CONTENTS_PROPERTY, type ComponentInstance } from '../../../shared/circuit';
import { memoryWidths } from '../../../shared/components/memories';
import { formatAddress } from '../model/memory/hex-grid';
import { draftOf } from '../model/memory/memory-draft';
import { MemoryEditorDialog } from './MemoryEditorDialog';

/** What a memory's contents hold, in a few words (its size is in the fields above): "All zeros", "Words up to 1f". */
function summary(contents: unknown, addressBits: number, dataBits: number): string {
  const { words, problem } = draftOf(contents, addressBits, dataBits);
  if (problem) return 'Text that does not parse';
  const end = words.end();
  return end === 0 ? 'All zeros' : `Words up to ${formatAddress(end - 1, addressBits)}`;
}

/** The inspector's field for a ROM's or RAM's contents: a summary and "Edit contents…", which opens the editor. */
export function ContentsField({ component }: { component: ComponentInstance }): ReactElement {
  const [open, setOpen] = useState(false);
  const { contents, addressBits, dataBits } = {
    contents: component.properties[CONTENTS_PROPERTY],
    ...memoryWidths(component.properties),
  };
  // Parsed once per stored value, not per render (the contents may be megabytes).
  const described = useMemo(() => summary(contents, addressBits, dataBits), [contents, addressBits, dataBits]);
  return (
    <div className="field">
      <span className="field-label">Contents</span>
      <div className="mem-contents-field">
        <span className="mem-contents-summary" data-testid="memory-contents-summary">
          {described}
        </span>
        <button type="button" className="settings-button" onClick={() => setOpen(true)}>
          Edit contents…
        </button>
      </div>
      {open && <MemoryEditorDialog component={component} onClose={() => setOpen(false)} />}
    </div>
  );
}
