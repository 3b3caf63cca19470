import type { Action } from './types';
import { appSettings } from './app-settings';
import { editAddNote } from './edit-add-note';
import { editCopy } from './edit-copy';
import { editCut } from './edit-cut';
import { editDelete } from './edit-delete';
import { editDeselect } from './edit-deselect';
import { editDuplicate } from './edit-duplicate';
import { editEditNote } from './edit-edit-note';
import { editNudge } from './edit-nudge';
import { editPaste } from './edit-paste';
import { editRedo } from './edit-redo';
import { editRotate } from './edit-rotate';
import { editResetRoute } from './edit-reset-route';
import { editSelectAll } from './edit-select-all';
import { editUndo } from './edit-undo';
import { fileExport } from './file-export';
import { fileExportImage } from './file-export-image';
import { fileExportVerilog } from './file-export-verilog';
import { fileImport } from './file-import';
import { fileImportVerilog } from './file-import-verilog';
import { fileNew } from './file-new';
import { fileOpen } from './file-open';
import { filePrint } from './file-print';
import { helpAbout } from './help-about';
import { layoutAuto } from './layout-auto';
import { simReset } from './sim-reset';
import { simStep } from './sim-step';
import { simToggleRun } from './sim-toggle-run';
import { testsRunAll } from './tests-run-all';
import { viewCommandPalette } from './view-command-palette';
import { circuitOpenSubcircuit } from './circuit-open-subcircuit';
import { circuitLeaveSubcircuit } from './circuit-leave-subcircuit';
import { viewActualSize } from './view-actual-size';
import { viewFit } from './view-fit';
import { viewToggleChat } from './view-toggle-chat';
import { viewToggleHistory } from './view-toggle-history';
import { viewToggleMinimap } from './view-toggle-minimap';
import { viewToggleTheme } from './view-toggle-theme';
import { viewToggleTests } from './view-toggle-tests';
import { viewToggleTruthTable } from './view-toggle-truth-table';
import { viewToggleWaveform } from './view-toggle-waveform';
import { viewToggleLessons } from './view-toggle-lessons';
import { viewZoomIn } from './view-zoom-in';
import { viewZoomOut } from './view-zoom-out';
import { lessonsToggleEditor } from './lessons-toggle-editor';
import { lessonsExportPage } from './lessons-export-page';
import { lessonsExportCourse } from './lessons-export-course';
import { lessonsImportCourse } from './lessons-import-course';

/** Every action of the app; a shortcut runs the first action (in this order) that it matches. */
export const ACTIONS: readonly Action[] = [
  fileNew,
  fileOpen,
  fileImport,
  fileExport,
  fileImportVerilog,
  fileExportVerilog,
  fileExportImage,
  filePrint,
  editUndo,
  editRedo,
  editCut,
  editCopy,
  editPaste,
  editDuplicate,
  editDelete,
  editSelectAll,
  editDeselect,
  editRotate,
  editResetRoute,
  editAddNote,
  editEditNote,
  ...editNudge,
  viewZoomIn,
  viewZoomOut,
  viewFit,
  viewActualSize,
  viewToggleTheme,
  viewToggleChat,
  viewToggleMinimap,
  viewToggleHistory,
  viewToggleTruthTable,
  viewToggleTests,
  viewToggleWaveform,
  viewToggleLessons,
  layoutAuto,
  simToggleRun,
  simStep,
  simReset,
  testsRunAll,
  viewCommandPalette,
  circuitOpenSubcircuit,
  circuitLeaveSubcircuit,
  helpAbout,
  appSettings,
  lessonsToggleEditor,
  lessonsExportPage,
  lessonsExportCourse,
  lessonsImportCourse,
];
