import type { ReactElement } from 'react';
import { ChoiceGroup } from '../ui/ChoiceGroup';
import { useAppStore } from '../stores/app-store';
import { MAX_TOP_MODULE, type VerilogDraft, type VerilogPortChoice } from '../stores/verilog-slice';
import { ModalDialog } from '../ui/ModalDialog';

/** What each choice of "Ports as" makes. */
const PORT_HELP: Readonly<Record<VerilogPortChoice, string>> = {
  ports: 'Each Verilog port is one input or output port as wide as it: you set and read numbers.',
  led: 'One part per bit: a switch per input bit, an LED (with resistor and ground) per output bit.',
  probe: 'One part per bit: a switch per input bit, a probe per output bit.',
};

function close(): void {
  useAppStore.getState().closeVerilogDraft();
}

function start(): void {
  void useAppStore.getState().importVerilog();
}

/**
 * "Import Verilog": the picked file, what ports become, whether submodules are flattened, the top
 * module; then Import (or the last error).
 */
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
          legend="Ports as"
          name="verilog-ports"
          value={draft.ports}
          onChange={(ports) => setOptions({ ports })}
          choices={[
            { value: 'ports', label: 'Ports' },
            { value: 'led', label: 'Switches, LEDs' },
            { value: 'probe', label: 'Switches, probes' },
          ]}
        />
        <span className="settings-help verilog-ports-help">{PORT_HELP[draft.ports]}</span>
        <label className="verilog-import-check">
          <input
            type="checkbox"
            checked={draft.flatten}
            onChange={(event) => setOptions({ flatten: event.currentTarget.checked })}
          />
          <span>Flatten: put every submodule's gates into one circuit</span>
        </label>
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
          Yosys turns the module into gates and flip-flops: a new circuit, each submodule a subcircuit of its own in the
          library unless flattened.
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
