import type { Failure } from '../../shared/errors';

/** Status codes for failures, by error code; anything else is 422. */
const FAILURE_STATUS: Partial<Record<Failure['code'], number>> = {
  INVALID_INPUT: 400,
  UNKNOWN_CHANNEL: 404,
  NOT_FOUND: 404,
  UNKNOWN_COMPONENT_TYPE: 404,
  UNAUTHORIZED: 401,
  FORBIDDEN: 403,
  INTERNAL: 500,
};

/** The HTTP status for a failure envelope. */
export function statusFor(failure: Failure): number {
  return FAILURE_STATUS[failure.code] ?? 422;
}
