import { useEffect, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { ModalDialog } from '../ui/ModalDialog';

function close(): void {
  useAppStore.getState().setAboutOpen(false);
}

/** Name, version and host of the app (Help → About, F1): a modal dialog that Esc closes. */
export function AboutCard(): ReactElement | null {
  const open = useAppStore((s) => s.aboutOpen);
  const info = useAppStore((s) => s.appInfo);
  useEffect(() => {
    if (open) void useAppStore.getState().loadAppInfo();
  }, [open]);
  if (!open) return null;
  return (
    <ModalDialog title="About CircuitForge" onClose={close} className="about-card" testId="about-dialog">
      <div className="about-body">
        <p className="about-name">{info?.name ?? 'CircuitForge'}</p>
        <p>
          Version {info?.version ?? '…'} · {info?.host === 'electron' ? 'desktop app' : 'browser host'} ·{' '}
          {info?.platform ?? ''}
        </p>
        <p>Design and simulate digital logic circuits, with an assistant that builds and checks them on the canvas.</p>
      </div>
    </ModalDialog>
  );
}
