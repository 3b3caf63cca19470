import { useEffect, useRef, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { openPrintView } from './circuit-image';
import { svgDataUrl } from './raster';

function close(): void {
  useAppStore.getState().closePrintView();
}

/**
 * The print-friendly page: the circuit's image alone on white under its name. It asks the browser
 * to print once the image is drawn (the desktop app shows the system's print dialog); the print
 * stylesheet then prints this view and nothing else. Esc or Close returns to the editor.
 */
export function PrintView(): ReactElement | null {
  const view = useAppStore((s) => s.printView);
  const requested = useAppStore((s) => s.printRequested);
  const printed = useRef<object | undefined>(undefined);

  // Print asked for (the command): make the image of the whole circuit and show it.
  useEffect(() => {
    if (!requested) return;
    void openPrintView().then((shown) => {
      if (!shown) close();
    });
  }, [requested]);

  useEffect(() => {
    if (!view) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key !== 'Escape') return;
      event.preventDefault();
      close();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [view]);

  if (!view) return null;
  const { image } = view;
  const printOnce = () => {
    // Once per view: a re-render reloading the image must not print again.
    if (printed.current === view) return;
    printed.current = view;
    window.print();
  };
  return (
    <div className="print-view" role="dialog" aria-label={`Print “${view.name}”`} data-testid="print-view">
      <div className="print-view-bar">
        <span className="print-view-hint">Print preview: the circuit alone on a white page.</span>
        <button type="button" className="settings-button" onClick={close}>
          Close
        </button>
        <button type="button" className="settings-button primary" onClick={() => window.print()}>
          Print…
        </button>
      </div>
      <div className="print-view-page">
        <h1 className="print-view-title">{view.name}</h1>
        <img
          className="print-view-image"
          src={svgDataUrl(image.svg)}
          width={image.width}
          height={image.height}
          alt={`Schematic of ${view.name}`}
          onLoad={printOnce}
        />
      </div>
    </div>
  );
}
