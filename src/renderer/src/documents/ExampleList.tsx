import { useEffect, useState, type ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import type { ExampleSummaries } from '../stores/document-slice';
import { SwitcherEntry } from './SwitcherEntry';

/**
 * The example circuits shipped with the app; a click opens a copy of one as a new circuit, or, when
 * a copy is still there, offers to switch to it (`ExampleOffer`).
 */
export function ExampleList({ onClose }: { onClose: () => void }): ReactElement {
  const [examples, setExamples] = useState<ExampleSummaries>();
  const [error, setError] = useState<string>();

  useEffect(() => {
    let live = true;
    void useAppStore
      .getState()
      .listExamples()
      .then((result) => {
        if (!live) return;
        if (result.success) setExamples(result.data);
        else setError(`${result.error} ${result.hint}`);
      });
    return () => {
      live = false;
    };
  }, []);

  if (error !== undefined) return <p className="switcher-note field-error">{error}</p>;
  if (examples === undefined) return <p className="switcher-note">Loading the examples…</p>;
  return (
    <ul className="switcher-list" aria-label="Examples" data-testid="example-list">
      {examples.map((example) => (
        <li key={example.id} className="switcher-row" data-example-id={example.id}>
          <SwitcherEntry
            name={example.name}
            detail={example.description}
            detailClassName="switcher-example-text"
            onClose={onClose}
            onOpen={() => void useAppStore.getState().requestExample(example)}
          />
        </li>
      ))}
    </ul>
  );
}
