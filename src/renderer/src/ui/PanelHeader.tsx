import type { ReactElement } from 'react';
import { Icon } from './icons';

/** A side or floating panel's title, with the button that closes it. */
export function PanelHeader({
  title,
  closeLabel,
  onClose,
}: {
  title: string;
  closeLabel: string;
  onClose: () => void;
}): ReactElement {
  return (
    <div className="panel-header">
      <span className="panel-title">{title}</span>
      <button type="button" className="tool-button" onClick={onClose} aria-label={closeLabel}>
        <Icon name="close" />
      </button>
    </div>
  );
}
