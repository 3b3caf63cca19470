import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { ThemePreference } from '../stores/ui-slice';
import { Icon, type IconName } from '../ui/icons';

const THEMES: readonly { value: ThemePreference; label: string; icon: IconName }[] = [
  { value: 'system', label: 'System', icon: 'monitor' },
  { value: 'light', label: 'Light', icon: 'sun' },
  { value: 'dark', label: 'Dark', icon: 'moon' },
];

/** The theme (the `appearance.theme` setting) and where the app keeps its data. */
export function GeneralSection(): ReactElement {
  const preference = useAppStore((s) => s.themePreference);
  const info = useAppStore((s) => s.appInfo);
  const shown = useAppStore((s) => s.theme);

  return (
    <div className="settings-section">
      <div className="settings-group">
        <h3 className="settings-group-title">Appearance</h3>
        <fieldset className="settings-fieldset">
          <legend className="settings-label">Theme</legend>
          <div className="settings-segmented">
            {THEMES.map((t) => (
              <label key={t.value} className={preference === t.value ? 'settings-choice checked' : 'settings-choice'}>
                <input
                  type="radio"
                  name="settings-theme"
                  value={t.value}
                  checked={preference === t.value}
                  onChange={() => void useAppStore.getState().setThemePreference(t.value)}
                />
                <Icon name={t.icon} />
                {t.label}
              </label>
            ))}
          </div>
          <p className="settings-help">
            {preference === 'system'
              ? `Follows your computer’s setting (${shown} now).`
              : 'The top bar’s sun and moon button switches between light and dark too.'}
          </p>
        </fieldset>
      </div>
      <div className="settings-group">
        <h3 className="settings-group-title">Data</h3>
        <div className="settings-field">
          <label className="settings-label" htmlFor="settings-data-dir">
            Data folder
          </label>
          <input
            id="settings-data-dir"
            className="settings-input mono"
            readOnly
            value={
              info === undefined ? 'Reading…' : (info.dataDir ?? 'In memory (nothing is kept after the app closes)')
            }
            onFocus={(event) => event.currentTarget.select()}
          />
          <p className="settings-help">
            Circuits with their history, conversations and settings are kept in circuitforge.db in this folder; API keys
            are sealed before they are stored. Set CIRCUITFORGE_DATA_DIR to use another folder.
          </p>
        </div>
        {info && (
          <p className="settings-help settings-about">
            {info.name} {info.version} · {info.host === 'electron' ? 'desktop app' : 'browser host'} · {info.platform}
          </p>
        )}
      </div>
    </div>
  );
}
