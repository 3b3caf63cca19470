/**
 * When the SQLite store writes a full checkpoint of a circuit. Opening a circuit reads the last
 * checkpoint at or before its position and replays the changes after it, so checkpoints keep that
 * replay short. A checkpoint costs the whole circuit, though, so it is taken after at least `every`
 * changes AND once the changes since the last checkpoint weigh at least `logRatio` times that
 * checkpoint. Then:
 *  - opening replays at most max(`every` changes, `logRatio` × the circuit's size) of log, so it
 *    costs about as much as reading the circuit once;
 *  - the checkpoint bytes an edit pays for, amortised, are at most 1/`logRatio` of the edit's own
 *    bytes: the cost of an edit follows the edit, not the circuit (see npm run bench:store).
 */
export interface CheckpointPolicy {
  /** Fewest changes between two checkpoints. */
  readonly every: number;
  /** Fewest bytes of changes since the last checkpoint, per byte of that checkpoint. */
  readonly logRatio: number;
}

export const DEFAULT_CHECKPOINT_POLICY: CheckpointPolicy = { every: 100, logRatio: 1 };

/** What the policy looks at, after a change was appended. */
export interface SinceCheckpoint {
  /** Changes since the last checkpoint, the new one included. */
  readonly changes: number;
  /** Bytes (forward + inverse) of those changes. */
  readonly logBytes: number;
  /** Bytes of the last checkpoint. */
  readonly checkpointBytes: number;
}

/** True when the change just appended should be followed by a checkpoint. */
export function shouldCheckpoint(policy: CheckpointPolicy, since: SinceCheckpoint): boolean {
  return since.changes >= policy.every && since.logBytes >= policy.logRatio * since.checkpointBytes;
}
