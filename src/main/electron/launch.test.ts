import { describe, expect, it } from 'vitest';
import { createQuitGuard, fileArgument, secondInstanceFile, userArguments } from './launch';

describe('fileArgument', () => {
  it('finds the circuit file among the arguments, resolved against the working folder', () => {
    expect(fileArgument(['adder.circuitforge.json'], '/home/me')).toBe('/home/me/adder.circuitforge.json');
    expect(fileArgument(['--flag', '/tmp/A.JSON'], '/home/me')).toBe('/tmp/A.JSON');
  });

  it('skips flags Chromium adds and anything that is not a .json file', () => {
    expect(
      fileArgument(['--allow-file-access-from-files', '--original-process-start-time=1', 'notes.txt'], '/x'),
    ).toBeUndefined();
    expect(fileArgument(['--user-data-dir=/tmp/a.json'], '/x')).toBeUndefined();
    expect(fileArgument([], '/x')).toBeUndefined();
  });
});

describe('userArguments', () => {
  it('drops the executable, and the app folder when unpackaged', () => {
    expect(userArguments(['/opt/CircuitForge/circuitforge', 'a.json'], true)).toEqual(['a.json']);
    expect(userArguments(['/usr/bin/electron', '.', 'a.json'], false)).toEqual(['a.json']);
  });
});

describe('secondInstanceFile', () => {
  it('prefers the file the second instance sent', () => {
    expect(secondInstanceFile({ file: '/tmp/b.json' }, ['/exe', '/tmp/a.json'], '/', true)).toBe('/tmp/b.json');
  });

  it('falls back to its command line when the data is missing or malformed', () => {
    expect(secondInstanceFile(undefined, ['/exe', 'a.json'], '/home/me', true)).toBe('/home/me/a.json');
    expect(secondInstanceFile({ file: 42 }, ['/exe', 'a.json'], '/w', true)).toBe('/w/a.json');
    expect(secondInstanceFile({ file: 'relative.json' }, ['/exe'], '/w', true)).toBeUndefined();
    expect(secondInstanceFile(null, ['/electron', '.'], '/w', false)).toBeUndefined();
  });
});

describe('createQuitGuard', () => {
  function setup(close: () => Promise<void>, timeoutMs?: number) {
    const steps: string[] = [];
    const onWillQuit = createQuitGuard({
      close: async () => {
        steps.push('close start');
        await close();
        steps.push('close end');
      },
      quit: () => steps.push('quit'),
      log: (message) => steps.push(`log ${message}`),
      ...(timeoutMs === undefined ? {} : { timeoutMs }),
    });
    const event = () => {
      let prevented = false;
      return {
        preventDefault: () => void (prevented = true),
        get prevented() {
          return prevented;
        },
      };
    };
    return { steps, onWillQuit, event };
  }

  it('holds the quit until the services have closed, then quits once', async () => {
    let finish!: () => void;
    const { steps, onWillQuit, event } = setup(() => new Promise<void>((resolve) => (finish = resolve)));
    const first = event();
    onWillQuit(first);
    expect(first.prevented).toBe(true);
    const again = event();
    onWillQuit(again);
    expect(again.prevented).toBe(true);
    expect(steps).toEqual(['close start']);
    finish();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['close start', 'close end', 'quit']);
    const last = event();
    onWillQuit(last);
    expect(last.prevented).toBe(false);
  });

  it('quits even when closing fails, and logs why', async () => {
    const { steps, onWillQuit, event } = setup(() => Promise.reject(new Error('disk gone')));
    onWillQuit(event());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(steps).toEqual(['close start', 'log [INTERNAL] closing the app services failed', 'quit']);
  });

  it('quits when closing hangs past the timeout', async () => {
    const { steps, onWillQuit, event } = setup(() => new Promise<void>(() => undefined), 20);
    onWillQuit(event());
    await new Promise((resolve) => setTimeout(resolve, 60));
    expect(steps).toEqual(['close start', 'log [INTERNAL] closing the app services failed', 'quit']);
  });
});
