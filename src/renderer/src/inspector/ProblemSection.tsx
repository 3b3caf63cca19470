import type { ReactElement } from 'react';
import { useAppStore } from '../stores/app-store';
import { selectProblemIndex } from '../stores/problems-slice';
import { Icon } from '../ui/icons';

/** The problems the simulator and the validator see in the selected component, with their fixes. */
export function ProblemSection({ componentId }: { componentId: string }): ReactElement | null {
  const problems = useAppStore((s) => selectProblemIndex(s).byComponent.get(componentId));
  if (!problems || problems.length === 0) return null;
  return (
    <section className="inspector-section inspector-problems" data-testid="inspector-problems">
      <h3>Problems</h3>
      {problems.map((p) => (
        <p key={p.key} className={`inspector-problem problem-${p.severity}`} data-code={p.code}>
          <Icon name={p.severity === 'info' ? 'info' : 'warning'} />
          <span className="problem-text">
            <span className="problem-message">{p.message}</span>
            <span className="problem-hint">{p.hint}</span>
          </span>
        </p>
      ))}
    </section>
  );
}
