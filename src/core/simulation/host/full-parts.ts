import type { SimSnapshot } from '../../../shared/contract/sim-channels';
import type { Delta, DeltaTracker } from './delta-tracker';

/** How much of a simulation one message may carry, and how fast the rest of a full update goes. */
export interface SizeLimits {
  /** Wires and components in one `sim:snapshot` / `sim:reset` answer. */
  readonly answerEntries: number;
  /** Wires and components in one `sim.updated`. */
  readonly partEntries: number;
  /** Frames between two parts of a full update (a frame is 1/60 s). */
  readonly partEveryFrames: number;
  /** Diagnostics in one message: the first ones, when a circuit has more. */
  readonly diagnostics: number;
}

/**
 * Bounds that keep every message small for the main process: a 200,000-part circuit's state is
 * 35 MB of JSON, which took 7–11 s to answer and seconds of the main thread to pass on in one
 * piece. 2,000 entries (about 150 kB) are a few milliseconds to check and send there; a part
 * every other frame leaves the main thread most of its time for everything else.
 */
export const SIZE_LIMITS: SizeLimits = {
  answerEntries: 20_000,
  partEntries: 2000,
  partEveryFrames: 2,
  // 500 problems are more than anyone reads; 150,000 floating inputs were 30 MB in every message.
  diagnostics: 500,
};

/**
 * A snapshot cut to the limits (wires and components, diagnostics), marked `complete: false` when
 * cut: the host follows every snapshot with a full update, which carries every value, in parts.
 * The simulation cuts wires and components itself (`snapshot(answerEntries)`); this cuts the rest.
 */
export function boundedSnapshot(snapshot: SimSnapshot, limits: SizeLimits): SimSnapshot {
  const limit = limits.answerEntries;
  const wireIds = Object.keys(snapshot.wires);
  const componentIds = Object.keys(snapshot.components);
  const diagnostics = snapshot.diagnostics.slice(0, limits.diagnostics);
  const fits = wireIds.length + componentIds.length <= limit && diagnostics.length === snapshot.diagnostics.length;
  if (fits) return snapshot;
  const wires = Object.fromEntries(wireIds.slice(0, limit).map((id) => [id, snapshot.wires[id]!]));
  const room = Math.max(0, limit - wireIds.length);
  const components = Object.fromEntries(componentIds.slice(0, room).map((id) => [id, snapshot.components[id]!]));
  return { ...snapshot, wires, components, diagnostics, complete: false };
}

/**
 * A full update of a big simulation, sent in parts: the first part is the `full: true` update
 * (which makes a client forget what it had), the others follow as ordinary deltas, one every
 * `partEveryFrames` frames. Their values are read when they are sent, from what the tracker last
 * reported, so a part never takes back a change a delta sent in the meantime.
 */
export class FullUpdateParts {
  private wires: string[] = [];
  private components: string[] = [];
  private frames = 0;

  constructor(private readonly limits: SizeLimits) {}

  /** Whether parts of a full update are still to be sent. */
  get pending(): boolean {
    return this.wires.length > 0 || this.components.length > 0;
  }

  /** The first part of `full` (all of it when it is small); the rest waits for {@link next}. */
  start(full: Delta): Delta {
    const wireIds = Object.keys(full.wires);
    const componentIds = Object.keys(full.components);
    const size = this.limits.partEntries;
    if (wireIds.length + componentIds.length <= size) {
      this.wires = [];
      this.components = [];
      return full;
    }
    const firstWires = wireIds.slice(0, size);
    const firstComponents = componentIds.slice(0, Math.max(0, size - firstWires.length));
    this.wires = wireIds.slice(firstWires.length);
    this.components = componentIds.slice(firstComponents.length);
    this.frames = 0;
    return {
      ...full,
      wires: Object.fromEntries(firstWires.map((id) => [id, full.wires[id]!])),
      components: Object.fromEntries(firstComponents.map((id) => [id, full.components[id]!])),
    };
  }

  /** The next part when one is due this frame, with its current values; else undefined. */
  next(tracker: DeltaTracker): Pick<Delta, 'wires' | 'components'> | undefined {
    if (!this.pending || ++this.frames % this.limits.partEveryFrames !== 0) return undefined;
    const size = this.limits.partEntries;
    const wires = this.wires.splice(0, size);
    const components = this.components.splice(0, size - wires.length);
    return tracker.current(wires, components);
  }

  /** Forgets the parts left (the session is dropped, or a new full update replaces them). */
  clear(): void {
    this.wires = [];
    this.components = [];
  }
}
