import type { ReactElement } from 'react';

/** The main button of a row of the switcher: a name over a line of detail; a click closes the menu. */
export function SwitcherEntry({
  name,
  detail,
  detailClassName,
  onClose,
  onOpen,
}: {
  name: string;
  detail: string;
  detailClassName?: string;
  onClose: () => void;
  onOpen: () => void;
}): ReactElement {
  return (
    <button
      type="button"
      className="switcher-open"
      role="menuitem"
      onClick={() => {
        onClose();
        onOpen();
      }}
    >
      <span className="switcher-row-name">{name}</span>
      <span className={detailClassName ? `switcher-row-meta ${detailClassName}` : 'switcher-row-meta'}>{detail}</span>
    </button>
  );
}
