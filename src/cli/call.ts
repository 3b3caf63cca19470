import { dispatch } from '../core/rpc/dispatch';
import type { AppServices } from '../main/app-services';
import type { ChannelInput, ChannelName, ChannelOutput } from '../shared/contract';
import type { Result } from '../shared/errors';
import { yieldToEventLoop } from '../main/yield-now';

/**
 * Calls one channel of the headless app the way the hosts do (src/main/host/server.ts): through
 * `dispatch`, which parses the input with the channel's schema and checks the answer against its
 * output schema, so the answer has the output's type.
 */
export async function call<K extends ChannelName>(
  services: AppServices,
  channel: K,
  input: ChannelInput<K>,
): Promise<Result<ChannelOutput<K>>> {
  const answer = await dispatch(services.handlers, channel, input, { host: 'browser', yieldNow: yieldToEventLoop });
  return answer as Result<ChannelOutput<K>>;
}
