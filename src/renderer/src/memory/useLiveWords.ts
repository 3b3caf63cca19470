import { useEffect, useRef, useState } from 'react';
import { ReadPacer, type AddressRange, type LiveWords, type PacerTimers } from '../model/memory/live-words';
import { useAppStore } from '../stores/app-store';

/** What the "Now" view shows: the words last read, or why they could not be read. */
export interface LiveWordsState {
  readonly live: LiveWords | undefined;
  readonly problem: { readonly text: string; readonly hint: string } | undefined;
}

const NOTHING: LiveWordsState = { live: undefined, problem: undefined };

const PAGE_TIMERS: PacerTimers = {
  now: () => performance.now(),
  setTimeout: (callback, ms) => window.setTimeout(callback, ms),
  clearTimeout: (handle) => window.clearTimeout(handle as number),
};

/**
 * The words of a running memory for the addresses in view, read again whenever the simulation
 * says something changed (each `sim.updated` the store applies) or the view scrolls, paced by
 * {@link ReadPacer}. Nothing is read while `enabled` is false.
 */
export function useLiveWords(componentId: string, range: AddressRange, enabled: boolean): LiveWordsState {
  const [state, setState] = useState<LiveWordsState>(NOTHING);
  // The range read is the one in view when the read starts, not when the reader was made.
  const wanted = useRef(range);
  const pacer = useRef<ReadPacer | undefined>(undefined);

  // Scrolled: the rows now in view are read (paced like every other read). Declared first, so the
  // reader made below starts from the rows in view.
  useEffect(() => {
    wanted.current = range;
    pacer.current?.poke();
  }, [range]);

  useEffect(() => {
    if (!enabled) return;
    let open = true;
    const reader = new ReadPacer(async () => {
      const { from, count } = wanted.current;
      if (count === 0) return;
      const result = await useAppStore.getState().readMemoryWords(componentId, from, count);
      if (!open) return;
      if (result.success) setState({ live: { from: result.data.from, words: result.data.words }, problem: undefined });
      else setState((s) => ({ live: s.live, problem: { text: result.error, hint: result.hint } }));
    }, PAGE_TIMERS);
    pacer.current = reader;
    reader.poke();
    const stop = useAppStore.subscribe((s, prev) => {
      if (s.simComponents !== prev.simComponents || s.simTime !== prev.simTime || s.simFullCount !== prev.simFullCount)
        reader.poke();
    });
    return () => {
      open = false;
      stop();
      reader.stop();
      pacer.current = undefined;
      // Words read for another part or an earlier run are never shown as "now".
      setState(NOTHING);
    };
  }, [componentId, enabled]);

  return enabled ? state : NOTHING;
}
