import { ok } from '../../shared/errors';
import type { HandlerMap } from '../rpc/dispatch';
import type { SettingsService } from './settings-service';

type SettingsChannel =
  'settings:get' | 'settings:set' | 'settings:reset' | 'secrets:list' | 'secrets:set' | 'secrets:delete';

/** Handlers of the `settings:*` and `secrets:*` channels. No handler ever answers with a secret's value. */
export function settingsHandlers(settings: SettingsService): Pick<HandlerMap, SettingsChannel> {
  return {
    'settings:get': () => ok({ values: settings.values() }),
    'settings:set': ({ key, value }) => settings.set(key, value),
    'settings:reset': ({ key }) => settings.reset(key),
    'secrets:list': async () => ok(await settings.secrets()),
    'secrets:set': ({ name, value }) => settings.setSecret(name, value),
    'secrets:delete': ({ name }) => settings.deleteSecret(name),
  };
}
