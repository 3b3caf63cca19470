import { useEffect, type ReactElement } from 'react';
import { handleKeyDown, runAction } from './actions/manager';
import { onEvent } from './platform/api';
import { ChatPanel } from './chat/ChatPanel';
import { ExampleOffer } from './documents/ExampleOffer';
import { HistoryPanel } from './documents/HistoryPanel';
import { Canvas } from './editor/Canvas';
import { TruthTablePanel } from './editor/TruthTablePanel';
import { ExportImageDialog } from './export/ExportImageDialog';
import { PrintView } from './export/PrintView';
import { ProblemList } from './editor/ProblemList';
import { Inspector } from './inspector/Inspector';
import { PanelStage } from './panels/PanelStage';
import { Palette } from './palette/Palette';
import { SettingsDialog } from './settings/SettingsDialog';
import { TestsPanel } from './testing/TestsPanel';
import { LessonsPanel } from './lessons/LessonsPanel';
import { WaveformPanel } from './waveform/WaveformPanel';
import { LessonEditorPanel } from './lesson-editor/LessonEditorPanel';
import { useAppStore } from './stores/app-store';
import { routeEvent } from './stores/event-router';
import { selectChatOpen, selectPaletteOpen, selectTheme } from './stores/selectors';
import { AboutCard } from './shell/AboutCard';
import { CommandPalette } from './shell/CommandPalette';
import { useFileDrop } from './shell/use-file-drop';
import { Notices } from './shell/Notices';
import { TopBar } from './shell/TopBar';
import { VerilogImportDialog } from './verilog/VerilogImportDialog';

/** The movable panels; the stage shows those open, each where it was placed. */
const PANELS = {
  inspector: <Inspector />,
  history: <HistoryPanel />,
  truthTable: <TruthTablePanel />,
  problems: <ProblemList />,
  tests: <TestsPanel />,
  waveform: <WaveformPanel />,
  lessons: <LessonsPanel />,
  lessonEditor: <LessonEditorPanel />,
} as const;

/** The app window: top bar, palette, canvas (with inspector and history) and chat panel. */
export function App(): ReactElement {
  const theme = useAppStore(selectTheme);
  const chatOpen = useAppStore(selectChatOpen);
  const paletteOpen = useAppStore(selectPaletteOpen);
  useFileDrop();

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    // "System" follows the operating system while the app runs, too.
    const query = window.matchMedia('(prefers-color-scheme: light)');
    const follow = () => useAppStore.getState().systemThemeChanged();
    query.addEventListener('change', follow);
    return () => query.removeEventListener('change', follow);
  }, []);

  useEffect(() => {
    const stopEvents = onEvent(
      (message) => routeEvent(useAppStore.getState(), message, runAction),
      () => void useAppStore.getState().resyncAfterReconnect(),
    );
    void useAppStore.getState().loadSettings();
    void useAppStore.getState().loadRegistry();
    void useAppStore.getState().loadCurrent();
    // Notices raised while the app started (a damaged database moved aside) came before this window.
    let active = true;
    void useAppStore
      .getState()
      .startupNotices()
      .then((result) => {
        if (active && result.success) for (const notice of result.data) useAppStore.getState().pushNotice(notice);
      });
    window.addEventListener('keydown', handleKeyDown);
    return () => {
      active = false; // StrictMode runs effects twice in development: show the notices once
      stopEvents();
      window.removeEventListener('keydown', handleKeyDown);
    };
  }, []);

  return (
    <div className="app" data-chat={chatOpen ? 'open' : 'closed'} data-palette={paletteOpen ? 'open' : 'closed'}>
      <TopBar />
      <main className="workspace">
        {paletteOpen && <Palette />}
        <PanelStage canvas={<Canvas />} panels={PANELS} />
        {chatOpen && <ChatPanel />}
      </main>
      <Notices />
      <AboutCard />
      <CommandPalette />
      <ExampleOffer />
      <SettingsDialog />
      <ExportImageDialog />
      <VerilogImportDialog />
      <PrintView />
    </div>
  );
}
