import { dispatch } from '../../core/rpc/dispatch';
import type { Result } from '../../shared/errors';
import type { AppServices } from '../app-services';

/**
 * Calls channels of the app's services as a host does, through `dispatch` (tests): `call` answers
 * the result, `data` the data of a success and throws on a failure, naming the channel.
 */
export function channelCaller(services: AppServices, host: 'electron' | 'browser' = 'browser') {
  const call = <T>(channel: string, payload: unknown) =>
    dispatch(services.handlers, channel, payload, { host }) as Promise<Result<T>>;
  const data = async <T>(channel: string, payload: unknown): Promise<T> => {
    const result = await call<T>(channel, payload);
    if (!result.success) throw new Error(`${channel}: ${result.code} ${result.error}`);
    return result.data;
  };
  return { call, data };
}
