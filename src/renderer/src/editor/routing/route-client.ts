import { WireRouter } from '../../../../shared/routing/router';
import type { RouteScene } from '../../../../shared/routing/types';
import { answerFor } from '../../model/routing/route-answer';
import type { RouteAnswer, RouteRequest } from '../../model/routing/protocol';

/**
 * Sends scenes to the routing worker, one at a time: while one is being routed only the newest
 * scene waits, so a drag never queues up stale work. Where a worker cannot be started the router
 * runs on this thread.
 */
export class RouteClient {
  private worker: Worker | undefined;
  private local: WireRouter | undefined;
  private busy = false;
  private waiting: (() => RouteScene) | undefined;
  /** The scene being routed: sent again to the page's router if the worker fails on it. */
  private inFlight: RouteScene | undefined;
  private seq = 0;

  constructor(private readonly onAnswer: (answer: RouteAnswer) => void) {
    try {
      this.worker = new Worker(new URL('./route-worker.ts', import.meta.url), { type: 'module' });
      this.worker.onmessage = (event: MessageEvent<RouteAnswer>) => this.answered(event.data);
      this.worker.onerror = (event) => {
        console.warn('[routing] the routing worker failed; routing on the page', event.message);
        this.worker?.terminate();
        this.worker = undefined;
        this.local = new WireRouter();
        this.busy = false;
        const failed = this.inFlight;
        if (failed) this.waiting ??= () => failed;
        this.next();
      };
    } catch (error) {
      console.warn('[routing] no routing worker; routing on the page', error);
      this.local = new WireRouter();
    }
  }

  /**
   * Routes a scene as soon as the one in progress is done (only the newest waiting scene counts;
   * it is built only when it is sent, so a drag does not build a scene per frame).
   */
  route(scene: () => RouteScene): void {
    this.waiting = scene;
    if (!this.busy) this.next();
  }

  dispose(): void {
    this.worker?.terminate();
    this.worker = undefined;
    this.waiting = undefined;
  }

  private next(): void {
    const build = this.waiting;
    if (!build) return;
    this.waiting = undefined;
    const scene = build();
    this.inFlight = scene;
    this.busy = true;
    const request: RouteRequest = { seq: ++this.seq, scene };
    if (this.worker) this.worker.postMessage(request);
    else {
      const router = (this.local ??= new WireRouter());
      // Still asynchronous, so a caller sees the same order of events either way.
      queueMicrotask(() => this.answered(answerFor(router, request)));
    }
  }

  private answered(answer: RouteAnswer): void {
    this.busy = false;
    this.inFlight = undefined;
    this.onAnswer(answer);
    this.next();
  }
}
