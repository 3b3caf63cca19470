import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import '@xyflow/react/dist/style.css';
import './styles/theme.css';
import './styles/layout.css';
import './styles/symbols.css';
import './styles/editor.css';
import './styles/documents.css';
import './styles/panels.css';
import './styles/simulation.css';
import './styles/chat.css';
import './styles/settings.css';
import './styles/export.css';
import './styles/verilog.css';
import './styles/testing.css';
import './styles/waveform.css';
import './styles/memory.css';
import './styles/lessons.css';
import './styles/lesson-editor.css';
import { App } from './App';

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <App />
  </StrictMode>,
);
