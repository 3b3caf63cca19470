import { useMemo } from 'react';
import type { TestCase } from '../../../shared/circuit';
import { useAppStore } from '../stores/app-store';

const byName = (a: TestCase, b: TestCase) => a.name.localeCompare(b.name, 'en', { numeric: true, sensitivity: 'base' });

/** The open circuit's tests, by name ("Test 2" before "Test 10"), new after each change of the circuit. */
export function useCircuitTests(): readonly TestCase[] {
  const docVersion = useAppStore((s) => s.docVersion);
  const circuitId = useAppStore((s) => s.replica?.circuitId);
  return useMemo(
    () => [...(useAppStore.getState().replica?.state.tests() ?? [])].sort(byName),
    // The replica is changed in place; docVersion counts its changes.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [docVersion, circuitId],
  );
}
