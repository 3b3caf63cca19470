import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { ModalDialog } from '../ui/ModalDialog';

function close(): void {
  useAppStore.getState().setExampleOffer(undefined);
}

/**
 * Opening an example whose copy is still in the list: switch to that copy (the default), or open
 * another one. Esc, the close button and the backdrop do neither.
 */
export function ExampleOffer(): ReactElement | null {
  const offer = useAppStore((s) => s.exampleOffer);
  const openId = useAppStore((s) => s.circuitMeta?.id);
  if (!offer) return null;
  const isOpen = offer.circuitId === openId;
  const switchTo = () => {
    close();
    if (!isOpen) void useAppStore.getState().openCircuit(offer.circuitId);
  };
  const another = () => {
    close();
    void useAppStore.getState().openExample(offer.exampleId);
  };
  return (
    <ModalDialog
      title={`Open “${offer.exampleName}”`}
      onClose={close}
      className="example-offer"
      testId="example-offer"
      initialFocus=".settings-button.primary"
    >
      <div className="modal-body">
        <p>
          You already have a circuit made from this example: <strong>{offer.circuitName}</strong>
          {isOpen ? ', open now.' : '.'}
        </p>
        <div className="modal-actions">
          <button type="button" className="settings-button" onClick={another}>
            Open another copy
          </button>
          <button type="button" className="settings-button primary" onClick={switchTo}>
            Switch to it
          </button>
        </div>
      </div>
    </ModalDialog>
  );
}
