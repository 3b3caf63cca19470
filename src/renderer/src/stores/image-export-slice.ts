import type { StateCreator } from 'zustand';
import type { ImageOptions, SvgImage } from '../export/svg-document';
import type { AppState } from './app-store';

/** The print view: the circuit's image alone on a white page, with its name. */
export interface PrintView {
  readonly name: string;
  readonly image: SvgImage;
}

/**
 * The "Export image…" dialog and the print view. The SVG builder (with `react-dom/server`) is loaded
 * the first time an image is made, so the editor's start does not pay for it.
 */
export interface ImageExportSlice {
  imageDialogOpen: boolean;
  printView: PrintView | undefined;
  setImageDialogOpen: (open: boolean) => void;
  /**
   * The open circuit (or its selected parts and the wires between them) as an SVG document, drawn
   * along the routes the canvas shows; undefined when no circuit is open.
   */
  circuitImage: (options: ImageOptions) => Promise<SvgImage | undefined>;
  /** Shows the print view of the whole circuit on white (then the page prints it). */
  openPrintView: () => Promise<PrintView | undefined>;
  closePrintView: () => void;
}

export const createImageExportSlice: StateCreator<AppState, [], [], ImageExportSlice> = (set, get) => ({
  imageDialogOpen: false,
  printView: undefined,
  setImageDialogOpen(open) {
    set({ imageDialogOpen: open });
  },
  async circuitImage(options) {
    const { buildCircuitSvg } = await import('../export/svg-document');
    const s = get();
    if (!s.replica) return undefined;
    return buildCircuitSvg({
      name: s.circuitMeta?.name ?? 'Circuit',
      state: s.replica.state,
      routes: s.routes,
      selection: s.selectedComponents,
      options,
    });
  },
  async openPrintView() {
    const image = await get().circuitImage({ scope: 'all', background: 'white', grid: false });
    if (!image) return undefined;
    const view = { name: get().circuitMeta?.name ?? 'Circuit', image };
    set({ printView: view });
    return view;
  },
  closePrintView() {
    set({ printView: undefined });
  },
});
