import type { ReactElement } from 'react';
import { actionTooltip, getAction, runAction } from './manager';
import type { ActionName } from './types';
import { Icon, type IconName } from '../ui/icons';

/** A tool button that runs an action; its tooltip and label come from the action (and its shortcut). */
export function ActionButton({
  name,
  icon,
  disabled,
  active,
}: {
  name: ActionName;
  icon: IconName;
  disabled?: boolean;
  active?: boolean;
}): ReactElement {
  return (
    <button
      type="button"
      className={active ? 'tool-button active' : 'tool-button'}
      onClick={() => runAction(name)}
      disabled={disabled}
      title={actionTooltip(name)}
      aria-label={getAction(name)?.label ?? name}
      {...(active !== undefined ? { 'aria-pressed': active } : {})}
    >
      <Icon name={icon} />
    </button>
  );
}
