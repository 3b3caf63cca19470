import { dispatch } from '../../core/rpc/dispatch';
import type { AppServices } from '../app-services';
import { yieldToEventLoop } from '../yield-now';
import { statusFor } from './http-status';

/** A REST answer: status and JSON body. */
export interface RestAnswer {
  readonly status: number;
  readonly body: unknown;
}

/**
 * The REST views, for scripts and curl: `GET /api/components` (every type grouped by category) and
 * `GET /api/components/:type` (one full definition; an unknown type is a 404 naming similar types).
 * They answer through the same handlers as the RPC channels.
 */
export async function handleRest(
  method: string,
  path: string,
  _query: URLSearchParams,
  services: AppServices,
): Promise<RestAnswer> {
  if (method !== 'GET') {
    return {
      status: 405,
      body: {
        success: false,
        code: 'INVALID_INPUT',
        error: 'Method not allowed.',
        hint: 'The REST views are read-only: use GET.',
      },
    };
  }
  const parts = path.split('/').filter((p) => p.length > 0);
  if (parts.length === 2 && parts[1] === 'components') {
    return answer(
      await dispatch(services.handlers, 'registry:list', {}, { host: 'browser', yieldNow: yieldToEventLoop }),
    );
  }
  if (parts.length === 3 && parts[1] === 'components') {
    let type: string;
    try {
      type = decodeURIComponent(parts[2]!);
    } catch {
      type = parts[2]!;
    }
    return answer(
      await dispatch(services.handlers, 'registry:get', { type }, { host: 'browser', yieldNow: yieldToEventLoop }),
    );
  }
  return {
    status: 404,
    body: {
      success: false,
      code: 'NOT_FOUND',
      error: `No REST view at ${path}.`,
      hint: 'Try GET /api/components or GET /api/components/<TYPE>.',
    },
  };
}

function answer(result: Awaited<ReturnType<typeof dispatch>>): RestAnswer {
  return { status: result.success ? 200 : statusFor(result), body: result };
}
