import { Fragment, useEffect, useRef, useState, type ReactElement } from 'react';
import type { CircuitMeta } from '../../../shared/contract';
import { runAction } from '../actions/manager';
import { useAppStore } from '../stores/app-store';
import { Icon } from '../ui/icons';
import { ExampleList } from './ExampleList';
import { InstanceEntries } from './InstanceEntries';
import { formatAgo } from './format-time';
import { SwitcherEntry } from './SwitcherEntry';

/** The open circuit's name; a click opens the list of circuits (new, open, rename, duplicate, delete). */
export function CircuitSwitcher(): ReactElement {
  const meta = useAppStore((s) => s.circuitMeta);
  const open = useAppStore((s) => s.switcherOpen);
  const setOpen = useAppStore.getState().setSwitcherOpen;
  const rootRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (!open) return;
    void useAppStore.getState().refreshCircuits();
    const onPointer = (event: PointerEvent) => {
      if (!rootRef.current?.contains(event.target as Node)) setOpen(false);
    };
    window.addEventListener('pointerdown', onPointer);
    return () => window.removeEventListener('pointerdown', onPointer);
  }, [open, setOpen]);

  return (
    <div className="switcher" ref={rootRef}>
      <button
        type="button"
        className="switcher-button"
        aria-haspopup="menu"
        aria-expanded={open}
        onClick={() => setOpen(!open)}
        data-testid="circuit-switcher"
        title="Switch, create, rename, duplicate or delete circuits"
      >
        <span className="switcher-name">{meta?.name ?? 'Loading…'}</span>
        <Icon name="chevron" className="icon chevron open" />
      </button>
      {open && <SwitcherMenu onClose={() => setOpen(false)} />}
    </div>
  );
}

function SwitcherMenu({ onClose }: { onClose: () => void }): ReactElement {
  const circuits = useAppStore((s) => s.circuits);
  const currentId = useAppStore((s) => s.circuitMeta?.id);
  const [now] = useState(() => Date.now());
  const [showExamples, setShowExamples] = useState(false);
  return (
    <div
      className="switcher-menu"
      role="menu"
      onKeyDown={(event) => {
        if (event.key === 'Escape') {
          event.stopPropagation();
          onClose();
        }
      }}
    >
      <div className="switcher-actions">
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.new'))}>
          <Icon name="plus" /> New
        </button>
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.import'))}>
          <Icon name="upload" /> Import…
        </button>
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.export'))}>
          <Icon name="download" /> Export…
        </button>
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.importVerilog'))}>
          <Icon name="upload" /> Import Verilog…
        </button>
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.exportVerilog'))}>
          <Icon name="download" /> Export Verilog…
        </button>
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.exportImage'))}>
          <Icon name="image" /> Image…
        </button>
        <button type="button" className="menu-button" onClick={() => (onClose(), runAction('file.print'))}>
          <Icon name="printer" /> Print…
        </button>
        <button
          type="button"
          className={showExamples ? 'menu-button active' : 'menu-button'}
          aria-pressed={showExamples}
          onClick={() => setShowExamples(!showExamples)}
          title="Open a copy of an example circuit"
        >
          <Icon name="book" /> Examples
        </button>
      </div>
      {showExamples ? (
        <ExampleList onClose={onClose} />
      ) : (
        <ul className="switcher-list" aria-label="Circuits">
          {circuits.map((c) => (
            <Fragment key={c.id}>
              <CircuitRow circuit={c} current={c.id === currentId} now={now} onClose={onClose} />
              {c.id === currentId && <InstanceEntries onClose={onClose} />}
            </Fragment>
          ))}
        </ul>
      )}
    </div>
  );
}

function CircuitRow({
  circuit,
  current,
  now,
  onClose,
}: {
  circuit: CircuitMeta;
  current: boolean;
  now: number;
  onClose: () => void;
}): ReactElement {
  const [mode, setMode] = useState<'view' | 'rename' | 'delete'>('view');
  const [name, setName] = useState(circuit.name);
  const [error, setError] = useState<string>();
  const s = useAppStore.getState;

  const commitRename = async () => {
    if (name.trim() === circuit.name) return setMode('view');
    const result = await s().renameCircuit(circuit.id, name);
    if (result.success) {
      setMode('view');
      setError(undefined);
    } else setError(result.error);
  };

  if (mode === 'rename') {
    return (
      <li className="switcher-row editing">
        <input
          className="switcher-rename"
          value={name}
          autoFocus
          aria-label={`New name for ${circuit.name}`}
          onChange={(e) => setName(e.target.value)}
          onKeyDown={(e) => {
            if (e.key === 'Enter') void commitRename();
            if (e.key === 'Escape') {
              e.stopPropagation();
              setName(circuit.name);
              setMode('view');
            }
          }}
          onBlur={() => void commitRename()}
        />
        {error && <span className="field-error">{error}</span>}
      </li>
    );
  }
  if (mode === 'delete') {
    return (
      <li className="switcher-row confirming">
        <span className="switcher-confirm">Delete “{circuit.name}” and its history?</span>
        <button
          type="button"
          className="menu-button danger"
          onClick={() =>
            void s()
              .deleteCircuit(circuit.id)
              .then(() => setMode('view'))
          }
        >
          Delete
        </button>
        <button type="button" className="menu-button" onClick={() => setMode('view')}>
          Cancel
        </button>
      </li>
    );
  }
  return (
    <li className={current ? 'switcher-row current' : 'switcher-row'} data-circuit-id={circuit.id}>
      <SwitcherEntry
        name={circuit.name}
        detail={`${circuit.componentCount} parts · ${circuit.wireCount} wires · ${formatAgo(circuit.updatedAt, now)}`}
        onClose={onClose}
        onOpen={() => {
          if (!current) void s().openCircuit(circuit.id);
        }}
      />
      <button
        type="button"
        className="tool-button small"
        title="Rename"
        aria-label={`Rename ${circuit.name}`}
        onClick={() => setMode('rename')}
      >
        <Icon name="pencil" />
      </button>
      <button
        type="button"
        className="tool-button small"
        title="Duplicate"
        aria-label={`Duplicate ${circuit.name}`}
        onClick={() => {
          onClose();
          void s().duplicateCircuit(circuit.id);
        }}
      >
        <Icon name="duplicate" />
      </button>
      <button
        type="button"
        className="tool-button small"
        title="Delete"
        aria-label={`Delete ${circuit.name}`}
        onClick={() => setMode('delete')}
      >
        <Icon name="trash" />
      </button>
    </li>
  );
}
