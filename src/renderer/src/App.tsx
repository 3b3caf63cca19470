import { useEffect, type ReactElement } from 'react';
import { call, onEvent } from './api';
import { ChatPanel } from './chat/ChatPanel';
import { Canvas } from './editor/Canvas';
import { Palette } from './palette/Palette';
import { useAppStore } from './stores/app-store';
import { selectChatOpen, selectPaletteOpen, selectTheme } from './stores/selectors';
import { Notices } from './ui/Notices';
import { TopBar } from './ui/TopBar';

/** The app window: top bar, palette, canvas and chat panel. */
export function App(): ReactElement {
  const theme = useAppStore(selectTheme);
  const chatOpen = useAppStore(selectChatOpen);
  const paletteOpen = useAppStore(selectPaletteOpen);

  useEffect(() => {
    document.documentElement.dataset.theme = theme;
  }, [theme]);

  useEffect(() => {
    void useAppStore.getState().loadRegistry();
    // Notices raised while the app started (a damaged database moved aside) came before this window.
    let active = true;
    void call('app:notices', {}).then((result) => {
      if (active && result.success) for (const notice of result.data) useAppStore.getState().pushNotice(notice);
    });
    const stop = onEvent((message) => {
      if (message.name === 'app.notice') useAppStore.getState().pushNotice(message.payload);
    });
    return () => {
      active = false; // StrictMode runs effects twice in development: show the notices once
      stop();
    };
  }, []);

  return (
    <div className="app" data-chat={chatOpen ? 'open' : 'closed'} data-palette={paletteOpen ? 'open' : 'closed'}>
      <TopBar />
      <main className="workspace">
        {paletteOpen && <Palette />}
        <Canvas />
        {chatOpen && <ChatPanel />}
      </main>
      <Notices />
    </div>
  );
}
