import type { ReactElement } from 'react';

/** One option of a {@link ChoiceGroup}. */
export interface Choice<T extends string> {
  readonly value: T;
  readonly label: string;
  /** Why it cannot be chosen now; shown as its tooltip, and it is disabled. */
  readonly disabledReason?: string;
}

/** A labelled row of exclusive choices, in the settings' segmented style. */
export function ChoiceGroup<T extends string>({
  legend,
  name,
  choices,
  value,
  onChange,
}: {
  legend: string;
  name: string;
  choices: readonly Choice<T>[];
  value: T;
  onChange: (value: T) => void;
}): ReactElement {
  return (
    <fieldset className="settings-fieldset image-export-field">
      <legend className="settings-label">{legend}</legend>
      <div className="settings-segmented">
        {choices.map((c) => {
          const disabled = c.disabledReason !== undefined;
          const className = `settings-choice${value === c.value ? ' checked' : ''}${disabled ? ' disabled' : ''}`;
          return (
            <label key={c.value} className={className} title={c.disabledReason}>
              <input
                type="radio"
                name={name}
                value={c.value}
                checked={value === c.value}
                disabled={disabled}
                onChange={() => onChange(c.value)}
              />
              {c.label}
            </label>
          );
        })}
      </div>
    </fieldset>
  );
}
