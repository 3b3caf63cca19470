import { useState, type ReactElement } from 'react';
import { ROTATIONS, definitionFor, type Rotation } from '../../../shared/components';
import { LABEL_PATTERN, type CircuitState, type ComponentInstance } from '../../../shared/circuit';
import { useAppStore } from '../stores/app-store';
import { DockablePanel } from '../panels/DockablePanel';
import { ActionButton } from '../actions/ActionButton';
import { NoteInspector } from './NoteInspector';
import { PinList } from './PinList';
import { ProblemSection } from './ProblemSection';
import { PropertyForm } from './PropertyForm';
import { LiveValueField } from './LiveValueField';
import { SubcircuitSection } from './SubcircuitSection';

/** Checks a new label as the main process would: the pattern, then uniqueness (ignoring case). */
export function checkLabel(state: CircuitState, component: ComponentInstance, label: string): string | undefined {
  if (!LABEL_PATTERN.test(label)) return 'A label starts with a letter and uses letters, digits and “_” (at most 32).';
  if (!state.isLabelFree(label, component.id)) return `“${label}” is already used by another component.`;
  return undefined;
}

/** The label input; it is keyed on the stored label, so a change from elsewhere resets the draft. */
function LabelField({ component, state }: { component: ComponentInstance; state: CircuitState }): ReactElement {
  const [draft, setDraft] = useState(component.label);
  const [error, setError] = useState<string>();
  const save = () => {
    const label = draft.trim();
    if (label === component.label) return setError(undefined);
    const problem = checkLabel(state, component, label);
    setError(problem);
    if (problem) return;
    void useAppStore
      .getState()
      .applyOperations(`Rename ${component.label} to ${label}`, [
        { op: 'updateComponent', id: component.id, set: { label } },
      ]);
  };
  return (
    <div className="field">
      <label htmlFor="inspector-label">Label</label>
      <input
        id="inspector-label"
        value={draft}
        aria-invalid={error !== undefined}
        spellCheck={false}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') {
            setDraft(component.label);
            setError(undefined);
          }
        }}
      />
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

function ComponentInspector({
  component,
  state,
}: {
  component: ComponentInstance;
  state: CircuitState;
}): ReactElement | null {
  const definition = definitionFor(component);
  if (!definition) return null;
  return (
    <>
      <div className="inspector-title">
        <span className="inspector-name">{definition.name}</span>
        <code className="inspector-type">{definition.type}</code>
      </div>
      <p className="inspector-description">{definition.description}</p>
      <ProblemSection componentId={component.id} />
      <section className="inspector-section">
        <LabelField key={`${component.id}:${component.label}`} component={component} state={state} />
        <div className="field">
          <label htmlFor="inspector-rotation">Rotation</label>
          <select
            id="inspector-rotation"
            value={component.rotation}
            onChange={(e) => {
              const rotation = Number(e.target.value) as Rotation;
              void useAppStore
                .getState()
                .applyOperations(`Rotate ${component.label}`, [
                  { op: 'updateComponent', id: component.id, set: { rotation } },
                ]);
            }}
          >
            {ROTATIONS.map((r) => (
              <option key={r} value={r}>
                {r}°
              </option>
            ))}
          </select>
        </div>
      </section>
      <SubcircuitSection component={component} />
      <PropertyForm key={component.id} component={component} definition={definition} />
      <LiveValueField key={`live:${component.id}`} component={component} />
      <PinList component={component} definition={definition} state={state} />
    </>
  );
}

function SelectionSummary({ state }: { state: CircuitState }): ReactElement {
  const components = useAppStore((s) => s.selectedComponents);
  const wires = useAppStore((s) => s.selectedWires);
  const notes = useAppStore((s) => s.selectedNotes);
  const labels = [...components].map((id) => state.component(id)?.label).filter((l) => l !== undefined);
  const wire = wires.size === 1 && components.size === 0 && notes.size === 0 ? state.wire([...wires][0]!) : undefined;
  const name = (ref: { component: string; pin: string }) =>
    `${state.component(ref.component)?.label ?? '?'}.${ref.pin}`;
  return (
    <>
      <div className="inspector-title">
        <span className="inspector-name">
          {wire
            ? 'Wire'
            : [
                components.size > 0 ? `${components.size} component${components.size === 1 ? '' : 's'}` : '',
                wires.size > 0 ? `${wires.size} wire${wires.size === 1 ? '' : 's'}` : '',
                notes.size > 0 ? `${notes.size} note${notes.size === 1 ? '' : 's'}` : '',
              ]
                .filter((p) => p)
                .join(', ')}
        </span>
      </div>
      {wire ? (
        <p className="inspector-description">
          {name(wire.from)} → {name(wire.to)}
        </p>
      ) : (
        labels.length > 0 && (
          <p className="inspector-description">
            {labels.slice(0, 40).join(', ')}
            {labels.length > 40 ? '…' : ''}
          </p>
        )
      )}
    </>
  );
}

/**
 * The inspector: for one component its label, type, rotation, properties (a form generated from the
 * registry's schemas) and pins with their connections; for one note its text and width; for a larger
 * selection a summary. Every change is one undoable edit. Docked, it stays with nothing selected and
 * says how to fill it.
 */
export function Inspector(): ReactElement {
  const replica = useAppStore((s) => s.replica);
  useAppStore((s) => s.docVersion);
  const components = useAppStore((s) => s.selectedComponents);
  const wires = useAppStore((s) => s.selectedWires);
  const notes = useAppStore((s) => s.selectedNotes);
  const count = components.size + wires.size + notes.size;
  const empty = !replica || count === 0;
  const single =
    replica && count === 1 && components.size === 1 ? replica.state.component([...components][0]!) : undefined;
  const note = replica && count === 1 && notes.size === 1 ? replica.state.note([...notes][0]!) : undefined;
  return (
    <DockablePanel
      id="inspector"
      title="Inspector"
      className="inspector"
      testId="inspector"
      tools={
        !empty && (
          <>
            {components.size > 0 && <ActionButton name="edit.rotate" icon="rotate" />}
            {components.size > 0 && <ActionButton name="edit.duplicate" icon="duplicate" />}
            <ActionButton name="edit.delete" icon="trash" />
          </>
        )
      }
    >
      <div className="inspector-body">
        {!replica || empty ? (
          // Only a docked inspector stays open with nothing selected.
          <p className="inspector-description">Select a part to see and edit its label, properties and pins.</p>
        ) : single ? (
          <ComponentInspector component={single} state={replica.state} />
        ) : note ? (
          <NoteInspector note={note} />
        ) : (
          <SelectionSummary state={replica.state} />
        )}
      </div>
    </DockablePanel>
  );
}
