import { useEffect, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { Icon } from './icons';

/** Name, version and host of the app (Help → About). */
export function AboutCard(): ReactElement | null {
  const open = useAppStore((s) => s.aboutOpen);
  const info = useAppStore((s) => s.appInfo);
  useEffect(() => {
    if (open) void useAppStore.getState().loadAppInfo();
  }, [open]);
  if (!open) return null;
  return (
    <div className="about-backdrop" onClick={() => useAppStore.getState().setAboutOpen(false)}>
      <div className="about-card" role="dialog" aria-label="About CircuitForge" onClick={(e) => e.stopPropagation()}>
        <div className="panel-header">
          <span className="panel-title">About</span>
          <button
            type="button"
            className="tool-button"
            onClick={() => useAppStore.getState().setAboutOpen(false)}
            aria-label="Close"
          >
            <Icon name="close" />
          </button>
        </div>
        <div className="about-body">
          <p className="about-name">{info?.name ?? 'CircuitForge'}</p>
          <p>
            Version {info?.version ?? '…'} · {info?.host === 'electron' ? 'desktop app' : 'browser host'} ·{' '}
            {info?.platform ?? ''}
          </p>
          <p>
            Design and simulate digital logic circuits, with an assistant that builds and checks them on the canvas.
          </p>
        </div>
      </div>
    </div>
  );
}
