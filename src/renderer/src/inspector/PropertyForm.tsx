import { useState, type ReactElement } from 'react';
import type { ComponentDefinition } from '../../../shared/components';
import type { ComponentInstance } from '../../../shared/circuit';
import type { Result } from '../../../shared/errors';
import { CONTENTS_PROPERTY } from '../../../shared/circuit';
import { MEMORY_TYPES } from '../../../shared/components/memories';
import { ContentsField } from '../memory/ContentsField';
import { useAppStore } from '../stores/app-store';
import { describeRange, parsePropertyInput, propertyFields, type PropertyField } from './property-fields';

/**
 * Checks a value with the property's schema and, when it differs from the stored one, applies it
 * as one edit. Resolves to the check's failure, the edit's failure, or success.
 */
async function commit(
  component: ComponentInstance,
  definition: ComponentDefinition,
  field: PropertyField,
  raw: string | boolean,
): Promise<Result<unknown>> {
  const parsed = parsePropertyInput(definition, field, raw);
  if (!parsed.success || component.properties[field.key] === parsed.data) return parsed;
  return useAppStore
    .getState()
    .applyOperations(`Set ${component.label} ${field.label.toLowerCase()}`, [
      { op: 'updateComponent', id: component.id, set: { properties: { [field.key]: parsed.data } } },
    ]);
}

/**
 * One field: a checkbox, a choice, or a text/number input committed on Enter or when leaving it.
 * It is keyed on its stored value, so a change from elsewhere (undo, the assistant) resets it.
 */
function Field({
  component,
  definition,
  field,
}: {
  component: ComponentInstance;
  definition: ComponentDefinition;
  field: PropertyField;
}): ReactElement {
  const stored = component.properties[field.key];
  const [draft, setDraft] = useState(String(stored ?? ''));
  const [error, setError] = useState<string>();
  // What a click chose, shown until the stored value catches up (the field is then re-keyed) or
  // the edit is refused.
  const [pending, setPending] = useState<string | boolean>();
  const choose = (value: string | boolean) => {
    setPending(value);
    void commit(component, definition, field, value).then((result) => {
      if (!result.success) {
        setPending(undefined);
        setError(result.error);
      }
    });
  };
  const id = `prop-${component.id}-${field.key}`;
  const label = (
    <label htmlFor={id} title={field.description}>
      {field.label}
      {field.unit ? <span className="field-unit"> ({field.unit})</span> : null}
    </label>
  );

  if (field.kind === 'boolean') {
    return (
      <div className="field field-inline">
        <input
          id={id}
          type="checkbox"
          checked={(pending ?? stored) === true}
          onChange={(e) => choose(e.target.checked)}
        />
        {label}
      </div>
    );
  }
  if (field.kind === 'choice') {
    return (
      <div className="field">
        {label}
        <select id={id} value={String(pending ?? stored)} onChange={(e) => choose(e.target.value)}>
          {field.options.map((o) => (
            <option key={o} value={o}>
              {o}
            </option>
          ))}
        </select>
      </div>
    );
  }
  const save = () => {
    void commit(component, definition, field, draft).then((result) =>
      setError(result.success ? undefined : `${result.error} ${result.hint}`),
    );
  };
  return (
    <div className="field">
      {label}
      <input
        id={id}
        type="text"
        inputMode={field.kind === 'number' ? 'decimal' : 'text'}
        value={draft}
        aria-invalid={error !== undefined}
        title={describeRange(field)}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={save}
        onKeyDown={(e) => {
          if (e.key === 'Enter') save();
          if (e.key === 'Escape') {
            setDraft(String(stored ?? ''));
            setError(undefined);
          }
        }}
      />
      {error && <span className="field-error">{error}</span>}
    </div>
  );
}

/** The properties of a component as a form generated from the registry's zod schemas. */
export function PropertyForm({
  component,
  definition,
}: {
  component: ComponentInstance;
  definition: ComponentDefinition;
}): ReactElement | null {
  // A subcircuit's circuit and pins are kept in step by the app, never typed.
  const fields = propertyFields(definition).filter(
    (f) => definition.type !== 'SUBCIRCUIT' || (f.key !== 'circuit' && f.key !== 'ports'),
  );
  if (fields.length === 0) return null;
  return (
    <section className="inspector-section">
      <h3>Properties</h3>
      {fields.map((field) =>
        // A memory's contents are edited in the contents editor, not as one line of text.
        field.key === CONTENTS_PROPERTY && MEMORY_TYPES.has(definition.type) ? (
          <ContentsField key={field.key} component={component} />
        ) : (
          <Field
            key={`${field.key}:${String(component.properties[field.key])}`}
            component={component}
            definition={definition}
            field={field}
          />
        ),
      )}
    </section>
  );
}
