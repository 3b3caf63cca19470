import type { StateCreator } from 'zustand';
import type { SvgImage } from '../export/svg-document';
import type { AppState } from './app-store';

/** The print view: the circuit's image alone on a white page, with its name. */
export interface PrintView {
  readonly name: string;
  readonly image: SvgImage;
}

/**
 * The "Export image…" dialog and the print view (export/circuit-image.ts makes the images).
 */
export interface ImageExportSlice {
  imageDialogOpen: boolean;
  printView: PrintView | undefined;
  /** Print was asked for: the print view (export/PrintView.tsx) makes the image and shows it. */
  printRequested: boolean;
  setImageDialogOpen: (open: boolean) => void;
  requestPrint: () => void;
  /** Shows the print view (then the page prints it). */
  showPrintView: (view: PrintView) => void;
  closePrintView: () => void;
}

export const createImageExportSlice: StateCreator<AppState, [], [], ImageExportSlice> = (set) => ({
  imageDialogOpen: false,
  printView: undefined,
  setImageDialogOpen(open) {
    set({ imageDialogOpen: open });
  },
  printRequested: false,
  requestPrint() {
    set({ printRequested: true });
  },
  showPrintView(view) {
    set({ printView: view, printRequested: false });
  },
  closePrintView() {
    set({ printView: undefined, printRequested: false });
  },
});
