import type { VerilogProgress } from '../progress-view';

/** A `verilog.progress` payload of job `job` (file `f<job>.v`), for tests. */
export const progressEvent = (
  job: number,
  stage: string,
  fraction: number,
  waiting = 0,
  done = false,
): VerilogProgress => ({
  job,
  fileName: `f${job}.v`,
  stage,
  fraction,
  waiting,
  done,
});
