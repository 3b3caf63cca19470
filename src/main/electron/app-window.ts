/**
 * The main window: secure options, remembered size and place, and the app's events forwarded to
 * its page on the one event channel.
 */
import { BrowserWindow, screen } from 'electron';
import { EVENT_CHANNEL } from '../../shared/bridge';
import type { EventBus } from '../../core/events';
import { mainWindowOptions, secureWebPreferences } from './window-config';
import { loadWindowState, placeWindow, saveWindowState, type WindowState } from './window-state';

/** What the window needs from main.ts. */
export interface MainWindowOptions {
  readonly url: string;
  readonly preload: string;
  readonly icon: string | undefined;
  readonly stateFile: string;
  readonly devTools: boolean;
  readonly events: EventBus;
}

function currentState(window: BrowserWindow): WindowState {
  const bounds = window.getNormalBounds();
  return { ...bounds, maximized: window.isMaximized(), fullScreen: window.isFullScreen() };
}

/** The main window and a way to wait for its place to be written (quit waits for it). */
export interface MainWindow {
  readonly window: BrowserWindow;
  stateSaved(): Promise<void>;
}

/** Opens the main window where it was last time (if a display still shows that place). */
export async function createMainWindow(options: MainWindowOptions): Promise<MainWindow> {
  const saved = await loadWindowState(options.stateFile);
  const placement = placeWindow(
    saved,
    screen.getAllDisplays().map((display) => display.workArea),
    screen.getPrimaryDisplay().workArea,
  );
  const window = new BrowserWindow({
    ...mainWindowOptions(placement.bounds, options.icon),
    webPreferences: secureWebPreferences(options.preload, { devTools: options.devTools }),
  });
  window.once('ready-to-show', () => {
    if (placement.maximized) window.maximize();
    if (placement.fullScreen) window.setFullScreen(true);
    window.show();
  });
  let saving: Promise<void> = Promise.resolve();
  window.on('close', () => {
    saving = saveWindowState(options.stateFile, currentState(window)).catch((error: unknown) =>
      console.error('[window-state] could not remember the window’s place', error),
    );
  });
  const unsubscribe = options.events.subscribe((message) => {
    if (!window.isDestroyed()) window.webContents.send(EVENT_CHANNEL, message);
  });
  window.on('closed', unsubscribe);
  window
    .loadURL(options.url)
    .catch((error: unknown) => console.error(`[INTERNAL] could not load ${options.url}`, error));
  return { window, stateSaved: () => saving };
}

/** Brings a window to the front (a second launch, a file opened from the system). */
export function focusWindow(window: BrowserWindow): void {
  if (window.isMinimized()) window.restore();
  window.show();
  window.focus();
}
