import type { StateCreator } from 'zustand';
import type { ChannelInput, ChannelOutput } from '../../../shared/contract';
import { MAX_VERILOG_SOURCE } from '../../../shared/contract/verilog-channels';
import { fail, ok, type Result } from '../../../shared/errors';
import { call } from '../platform/api';
import { importDetail, importSummary, importWarnings } from '../model/verilog-import/import-summary';
import {
  progressView,
  trackProgress,
  type ProgressView,
  type VerilogProgress,
} from '../model/verilog-import/progress-view';
import type { AppState } from './app-store';

/** The longest top module name the dialog sends (the contract's limit). */
export const MAX_TOP_MODULE = 200;

/**
 * What a module's ports become: one input or output port per Verilog port (values as numbers), or
 * a switch per input bit with an LED or a probe per output bit.
 */
export type VerilogPortChoice = 'ports' | 'led' | 'probe';

/** A Verilog file picked for import and the options the dialog shows for it. */
export interface VerilogDraft {
  readonly fileName: string;
  readonly source: string;
  readonly ports: VerilogPortChoice;
  /** Submodules' gates put into the one circuit, instead of each module a subcircuit. */
  readonly flatten: boolean;
  /** The module to synthesise as typed; empty lets Yosys find the top one. */
  readonly top: string;
  /** Why the last import of this file failed, in the main process's words. */
  readonly error?: { readonly message: string; readonly hint: string };
}

/** One import this window asked for and is waiting on, oldest first. */
export interface PendingVerilogImport {
  readonly id: number;
  readonly fileName: string;
}

/** What `verilog:export` answers: the module's name and text, and the file name to save it as. */
export type VerilogExport = ChannelOutput<'verilog:export'>;

/**
 * Verilog in and out. Import: a picked file becomes a draft (the dialog), Import sends it to
 * `verilog:import` and closes the dialog, so the user can go on working or import another file
 * (the main process runs them one at a time, in order). While any runs, `verilog.progress` events
 * feed the progress card. A success opens the new circuit as every opened circuit is opened and
 * says what was made; a failure reopens the dialog with the error and its hint and changes nothing.
 * Export: `verilog:export` of a circuit (the action saves the file).
 */
export interface VerilogSlice {
  /** The import dialog's file and options; undefined when the dialog is closed. */
  verilogDraft: VerilogDraft | undefined;
  /** This window's imports not answered yet, in the order they were asked. */
  verilogImports: readonly PendingVerilogImport[];
  /** The latest progress of each import still running or waiting, by job (any window's). */
  verilogJobs: ReadonlyMap<number, VerilogProgress>;
  /** Opens the import dialog for a picked file (ports, modules kept, automatic top module). */
  openVerilogDraft: (fileName: string, source: string) => void;
  /** Changes the dialog's options (the error of an earlier attempt stays until Import). */
  setVerilogOptions: (options: {
    readonly ports?: VerilogPortChoice;
    readonly flatten?: boolean;
    readonly top?: string;
  }) => void;
  closeVerilogDraft: () => void;
  /**
   * Imports the dialog's file: closes the dialog at once, then opens the new circuit and says what
   * was made, or opens the dialog again with the error. Resolves once the import ended.
   */
  importVerilog: () => Promise<Result<void>>;
  /** A `verilog.progress` event. */
  receiveVerilogProgress: (event: VerilogProgress) => void;
  /** The circuit as a structural Verilog module (`<module>.v`). */
  exportVerilog: (circuitId: string) => Promise<Result<VerilogExport>>;
}

/** What the progress card shows, or undefined when this window waits for no import. */
export const selectVerilogProgress = (s: AppState): ProgressView | undefined =>
  progressView(
    s.verilogJobs,
    s.verilogImports.map((i) => i.fileName),
  );

/** The longest file name the contract takes; a longer one is cut (it only names the circuit's source in messages). */
const MAX_FILE_NAME = 260;

/** The input of `verilog:import` for a draft: the top module trimmed, left out when empty. */
export function importInput(draft: VerilogDraft): ChannelInput<'verilog:import'> {
  const top = draft.top.trim();
  return {
    source: draft.source,
    fileName: draft.fileName.slice(0, MAX_FILE_NAME),
    ...(draft.ports === 'ports' ? {} : { bits: true, outputs: draft.ports }),
    ...(draft.flatten ? { flatten: true } : {}),
    ...(top === '' ? {} : { top }),
  };
}

/** A draft the main process would refuse for its size or emptiness, said here in the user's words. */
function refusedHere(draft: VerilogDraft): Result<void> {
  if (draft.source.trim() === '') {
    return fail(
      'INVALID_INPUT',
      `${draft.fileName} is empty.`,
      'Choose a Verilog file (.v or .sv) with a module in it.',
    );
  }
  if (draft.source.length > MAX_VERILOG_SOURCE) {
    return fail(
      'DESIGN_TOO_LARGE',
      `${draft.fileName} is too large to import: a Verilog source is at most ${MAX_VERILOG_SOURCE.toLocaleString('en')} characters.`,
      'Import the module you need on its own, or split the design into smaller modules.',
    );
  }
  return ok(undefined);
}

let nextImportId = 1;

export const createVerilogSlice: StateCreator<AppState, [], [], VerilogSlice> = (set, get) => {
  /** The import has ended: forget it, and every job's progress once this window waits for none. */
  const settled = (id: number) =>
    set((s) => {
      const imports = s.verilogImports.filter((i) => i.id !== id);
      return imports.length > 0 ? { verilogImports: imports } : { verilogImports: imports, verilogJobs: new Map() };
    });

  /** Shows a failure in the dialog, reopened for its file; another file's dialog open keeps it, so a notice says it. */
  const showFailure = (draft: VerilogDraft, failure: { error: string; hint: string }) => {
    if (get().verilogDraft === undefined) {
      set({ verilogDraft: { ...draft, error: { message: failure.error, hint: failure.hint } } });
    } else {
      get().pushNotice({ level: 'error', message: failure.error, hint: failure.hint });
    }
  };

  /** Settles once every import asked so far has landed (opened, or shown its failure). */
  let landing: Promise<void> = Promise.resolve();

  return {
    verilogDraft: undefined,
    verilogImports: [],
    verilogJobs: new Map(),

    openVerilogDraft(fileName, source) {
      set({ verilogDraft: { fileName, source, ports: 'ports', flatten: false, top: '' } });
    },
    setVerilogOptions(options) {
      const draft = get().verilogDraft;
      if (draft) set({ verilogDraft: { ...draft, ...options } });
    },
    closeVerilogDraft() {
      set({ verilogDraft: undefined });
    },

    async importVerilog() {
      const draft = get().verilogDraft;
      if (!draft) return ok(undefined);
      const refused = refusedHere(draft);
      if (!refused.success) {
        set({ verilogDraft: { ...draft, error: { message: refused.error, hint: refused.hint } } });
        return refused;
      }
      const id = nextImportId++;
      const options: VerilogDraft = {
        fileName: draft.fileName,
        source: draft.source,
        ports: draft.ports,
        flatten: draft.flatten,
        top: draft.top,
      };
      set((s) => ({
        verilogDraft: undefined,
        verilogImports: [...s.verilogImports, { id, fileName: draft.fileName }],
      }));
      const answered = call('verilog:import', importInput(options));
      // Answers land in the order asked: a big circuit's answer can arrive after a small one's
      // asked later (its body takes longer to come and be read), and the last one asked must be
      // the one left open, its notice the last.
      const before = landing;
      let landed!: () => void;
      landing = new Promise<void>((resolve) => (landed = resolve));
      try {
        await before;
        const result = await answered;
        settled(id);
        if (!result.success) {
          showFailure(options, result);
          return result;
        }
        const { circuit, report } = result.data;
        get().pushNotice({ level: 'info', message: importSummary(draft.fileName, report), hint: importDetail(report) });
        const warnings = importWarnings(draft.fileName, report);
        if (warnings !== undefined) get().pushNotice({ level: 'warning', message: warnings });
        return await get().openImportedCircuit(circuit);
      } finally {
        landed();
      }
    },

    receiveVerilogProgress(event) {
      // Only while this window waits for an import: the card shows nothing else.
      if (get().verilogImports.length === 0) return;
      set((s) => ({ verilogJobs: trackProgress(s.verilogJobs, event) }));
    },

    exportVerilog: (circuitId) => call('verilog:export', { circuitId }),
  };
};
