import { useState, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { ModalDialog } from '../ui/ModalDialog';
import { ChoiceGroup } from '../ui/ChoiceGroup';
import type { ExportScope } from '../model/export/export-scene';
import type { ExportBackground } from '../model/export/export-style';
import { circuitImage } from './circuit-image';
import { imageFileName, saveImage, type ImageFormat } from './save-image';

const NOTHING_SELECTED = 'Select parts on the canvas first.';

function close(): void {
  useAppStore.getState().setImageDialogOpen(false);
}

/** "Export image…": SVG or PNG of the whole circuit or the selection, on the light canvas or white. */
export function ExportImageDialog(): ReactElement | null {
  const open = useAppStore((s) => s.imageDialogOpen);
  if (!open) return null;
  return <ExportImageForm />;
}

function ExportImageForm(): ReactElement {
  const selected = useAppStore((s) => s.selectedComponents.size);
  const [format, setFormat] = useState<ImageFormat>('svg');
  const [scope, setScope] = useState<ExportScope>(selected > 0 ? 'selection' : 'all');
  const [background, setBackground] = useState<ExportBackground>('light');
  const [grid, setGrid] = useState(false);
  const [busy, setBusy] = useState(false);
  const shownScope = selected === 0 ? 'all' : scope;

  const save = async () => {
    const store = useAppStore.getState();
    setBusy(true);
    try {
      const image = await circuitImage({ scope: shownScope, background, grid }, store);
      if (!image) return;
      const name = store.circuitMeta?.name ?? 'circuit';
      await saveImage(image, format, imageFileName(name, format, shownScope === 'selection'));
      close();
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      store.pushNotice({ level: 'error', message: `The image could not be made: ${message}`, hint: 'Try SVG.' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <ModalDialog
      title="Export image"
      onClose={close}
      className="image-export-dialog"
      testId="image-export-dialog"
      initialFocus=".settings-button.primary"
    >
      <div className="modal-body image-export-body">
        <ChoiceGroup
          legend="Format"
          name="image-format"
          value={format}
          onChange={setFormat}
          choices={[
            { value: 'svg', label: 'SVG' },
            { value: 'png', label: 'PNG (2×)' },
          ]}
        />
        <ChoiceGroup
          legend="What"
          name="image-scope"
          value={shownScope}
          onChange={setScope}
          choices={[
            { value: 'all', label: 'Whole circuit' },
            selected > 0
              ? { value: 'selection', label: `Selection (${selected})` }
              : { value: 'selection', label: 'Selection', disabledReason: NOTHING_SELECTED },
          ]}
        />
        {selected === 0 && (
          <p className="settings-help">{NOTHING_SELECTED.replace('first.', 'to export only them.')}</p>
        )}
        <ChoiceGroup
          legend="Background"
          name="image-background"
          value={background}
          onChange={setBackground}
          choices={[
            { value: 'light', label: 'Light' },
            { value: 'white', label: 'White' },
          ]}
        />
        <label className="image-export-check">
          <input type="checkbox" checked={grid} onChange={(event) => setGrid(event.currentTarget.checked)} />
          Show the grid
        </label>
        <p className="settings-help">
          Wires are drawn in one neutral colour: an image shows the circuit, not its values.
        </p>
        <div className="modal-actions">
          <button type="button" className="settings-button" onClick={close}>
            Cancel
          </button>
          <button type="button" className="settings-button primary" disabled={busy} onClick={() => void save()}>
            {busy ? 'Exporting…' : `Export ${format.toUpperCase()}`}
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
