import { describe, expect, it } from 'vitest';
import { progressView, trackProgress, type VerilogProgress } from './progress-view';
import { progressEvent } from './test-support/progress-event';

const event = progressEvent;

const track = (...events: VerilogProgress[]) =>
  events.reduce<ReadonlyMap<number, VerilogProgress>>((jobs, e) => trackProgress(jobs, e), new Map());

describe('the progress of Verilog imports', () => {
  it('keeps the latest event of each job and forgets a job once it ended', () => {
    const jobs = track(event(1, 'Starting Yosys', 0), event(1, 'Synthesising', 0.3), event(2, 'Waiting', 0, 1));
    expect([...jobs.values()].map((e) => `${e.job} ${e.stage}`)).toEqual(['1 Synthesising', '2 Waiting']);
    expect([...trackProgress(jobs, event(1, 'Done', 1, 1, true)).keys()]).toEqual([2]);
  });

  it('shows the oldest import running, with every import known behind it as waiting', () => {
    // Job 1 said "nothing waits" before job 2 was queued: the queued job still counts.
    const jobs = track(event(1, 'Synthesising', 0.3, 0), event(2, 'Waiting', 0, 1));
    expect(progressView(jobs, ['f1.v', 'f2.v'])).toEqual({
      fileName: 'f1.v',
      stage: 'Synthesising',
      fraction: 0.3,
      waiting: 1,
    });
    // Imports of another window count too, as the main process says.
    expect(progressView(track(event(4, 'Laying out', 0.8, 3)), ['mine.v'])?.waiting).toBe(3);
  });

  it('says the file is starting until its first event, and shows nothing when no import is pending', () => {
    expect(progressView(new Map(), ['a.v', 'b.v'])).toEqual({
      fileName: 'a.v',
      stage: 'Starting',
      fraction: 0,
      waiting: 1,
    });
    expect(progressView(track(event(1, 'Synthesising', 0.3)), [])).toBeUndefined();
  });
});
