/// <reference lib="webworker" />
// The wire router in a web worker: it keeps its routes between scenes, so each scene after the
// first costs only what changed.
import { WireRouter } from '../../../../shared/routing/router';
import { answerFor } from '../../model/routing/route-answer';
import type { RouteRequest } from '../../model/routing/protocol';

const router = new WireRouter();

self.onmessage = (event: MessageEvent<RouteRequest>) => {
  self.postMessage(answerFor(router, event.data));
};
