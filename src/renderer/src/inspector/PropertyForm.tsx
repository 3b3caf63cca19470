import { useState, type ReactElement } from 'react';
import type { ComponentDefinition } from '../../../shared/components';
import type { ComponentInstance } from '../../../shared/circuit';
import { useAppStore } from '../stores/app-store';
import { describeRange, parsePropertyInput, propertyFields, type PropertyField } from './property-fields';

function commit(
  component: ComponentInstance,
  definition: ComponentDefinition,
  field: PropertyField,
  raw: string | boolean,
) {
  const parsed = parsePropertyInput(definition, field, raw);
  if (!parsed.success) return parsed;
  if (component.properties[field.key] === parsed.data) return parsed;
  void useAppStore
    .getState()
    .applyOperations(`Set ${component.label} ${field.label.toLowerCase()}`, [
      { op: 'updateComponent', id: component.id, set: { properties: { [field.key]: parsed.data } } },
    ]);
  return parsed;
}

/** One field (keyed on its stored value, so a change from elsewhere resets the draft): a checkbox, a choice, or a text/number input committed on Enter or when leaving it. */
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
          checked={stored === true}
          onChange={(e) => commit(component, definition, field, e.target.checked)}
        />
        {label}
      </div>
    );
  }
  if (field.kind === 'choice') {
    return (
      <div className="field">
        {label}
        <select id={id} value={String(stored)} onChange={(e) => commit(component, definition, field, e.target.value)}>
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
    const result = commit(component, definition, field, draft);
    setError(result.success ? undefined : `${result.error} ${result.hint}`);
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
  const fields = propertyFields(definition);
  if (fields.length === 0) return null;
  return (
    <section className="inspector-section">
      <h3>Properties</h3>
      {fields.map((field) => (
        <Field
          key={`${field.key}:${String(component.properties[field.key])}`}
          component={component}
          definition={definition}
          field={field}
        />
      ))}
    </section>
  );
}
