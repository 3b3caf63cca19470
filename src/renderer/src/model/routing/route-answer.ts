import type { WireRouter } from '../../../../shared/routing/router';
import type { RouteAnswer, RouteRequest } from './protocol';

/** Routes a request's scene and says what changed (the worker's job, also run in the page as a fallback). */
export function answerFor(router: WireRouter, request: RouteRequest): RouteAnswer {
  const start = performance.now();
  const update = router.update(request.scene);
  return {
    seq: request.seq,
    changed: [...update.changed],
    removed: update.removed,
    full: update.full,
    ...(update.skipped ? { skipped: update.skipped } : {}),
    ms: performance.now() - start,
  };
}
