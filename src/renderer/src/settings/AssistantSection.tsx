import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { AssistantStatusNote } from './AssistantStatusNote';
import { FallbackFields } from './FallbackFields';
import { FieldError, FieldRow, textFieldProps } from './fields';
import { LocalServers } from './LocalServers';
import { ProviderFields } from './ProviderFields';

/** The assistant's provider, fallback and limits; local servers found on this computer. Saved as they change. */
export function AssistantSection(): ReactElement {
  const form = useAppStore((s) => s.assistantForm);
  const errors = useAppStore((s) => s.formErrors);
  const problem = useAppStore((s) => s.settingsProblem);

  return (
    <div className="settings-section">
      <AssistantStatusNote />
      {problem && (
        <p className="settings-error" role="alert">
          {problem.message} {problem.hint}
        </p>
      )}
      <LocalServers />
      <ProviderFields />
      <FallbackFields />
      <div className="settings-group">
        <h3 className="settings-group-title">Limits</h3>
        <div className="settings-grid">
          <FieldRow label="Tool calls per message" htmlFor="settings-tool-call-limit">
            <input
              id="settings-tool-call-limit"
              className="settings-input narrow"
              type="number"
              min={1}
              max={50}
              step={1}
              {...textFieldProps('toolCallLimit', form.toolCallLimit, errors.toolCallLimit, 'settings-limit-error')}
            />
            <p className="settings-help">
              The most tool calls the assistant makes to answer one message (1–50, default 10). At the limit it says
              what it did and what is left.
            </p>
            <FieldError id="settings-limit-error" message={errors.toolCallLimit} />
          </FieldRow>
        </div>
      </div>
      <p className="settings-help settings-footnote">Changes are saved as you make them.</p>
    </div>
  );
}
