import type { ReactElement } from 'react';
import { ChoiceGroup } from '../ui/ChoiceGroup';
import { useAppStore } from '../stores/app-store';
import { MAX_TOP_MODULE, type VerilogDraft } from '../stores/verilog-slice';
import { ModalDialog } from '../ui/ModalDialog';

function close(): void {
  useAppStore.getState().closeVerilogDraft();
}

function start(): void {
  void useAppStore.getState().importVerilog();
}

/** "Import Verilog": the picked file, what outputs become, the top module; then Import (or the last error). */
export function VerilogImportDialog(): ReactElement | null {
  const draft = useAppStore((s) => s.verilogDraft);
  if (!draft) return null;
  return <VerilogImportForm draft={draft} />;
}

function VerilogImportForm({ draft }: { draft: VerilogDraft }): ReactElement {
  const setOptions = useAppStore.getState().setVerilogOptions;
  return (
    <ModalDialog
      title="Import Verilog"
      onClose={close}
      className="verilog-import-dialog"
      testId="verilog-import-dialog"
      initialFocus=".settings-button.primary"
    >
      <form
        className="modal-body verilog-import-body"
        onSubmit={(event) => {
          event.preventDefault();
          start();
        }}
      >
        <div className="settings-field">
          <span className="settings-label">File</span>
          <span className="verilog-file-name mono" data-testid="verilog-file-name">
            {draft.fileName}
          </span>
        </div>
        <ChoiceGroup
          legend="Outputs as"
          name="verilog-outputs"
          value={draft.outputs}
          onChange={(outputs) => setOptions({ outputs })}
          choices={[
            { value: 'led', label: 'LEDs (with resistor and ground)' },
            { value: 'probe', label: 'Probes' },
          ]}
        />
        <div className="settings-field">
          <label className="settings-label" htmlFor="verilog-top">
            Top module
          </label>
          <input
            id="verilog-top"
            className="settings-input mono"
            value={draft.top}
            maxLength={MAX_TOP_MODULE}
            placeholder="automatic"
            spellCheck={false}
            autoComplete="off"
            onChange={(event) => setOptions({ top: event.currentTarget.value })}
          />
          <span className="settings-help">Leave empty for the module no other module uses.</span>
        </div>
        {draft.error && (
          <div className="verilog-import-error" role="alert" data-testid="verilog-import-error">
            <strong>{draft.error.message}</strong>
            <span>{draft.error.hint}</span>
          </div>
        )}
        <p className="settings-help">
          Yosys turns the module into gates and flip-flops: a new circuit, with a switch for each input bit.
        </p>
        <div className="modal-actions">
          <button type="button" className="settings-button" onClick={close}>
            Cancel
          </button>
          <button type="submit" className="settings-button primary">
            {draft.error ? 'Import again' : 'Import'}
          </button>
        </div>
      </form>
    </ModalDialog>
  );
}
