import type { CircuitState } from '../../../shared/circuit';
import type { SimDiagnostic, ValidationIssue } from '../../../shared/contract';

/** Who reported a problem: the live simulator, the static validator (`circuit:validate`), or both. */
export type ProblemSource = 'simulator' | 'validator';

export type ProblemSeverity = 'error' | 'warning' | 'info';

/** One finding of either checker, with the component and wire ids it names. */
export interface Finding {
  readonly source: ProblemSource;
  readonly code: string;
  readonly severity: ProblemSeverity;
  readonly message: string;
  readonly hint: string;
  readonly components: readonly string[];
  readonly wires: readonly string[];
  /** The pins involved, as "componentId.pin" (the validator names them; the simulator does not). */
  readonly pins: readonly string[];
}

/**
 * A problem as the editor shows it: one per fault, however many checkers saw it. The first finding
 * (the most severe; the validator's on a tie, as it names every pin at once) gives the message.
 */
export interface Problem extends Finding {
  /** Stable across refreshes while the problem lasts: code family and components. */
  readonly key: string;
  readonly sources: readonly ProblemSource[];
  /** Every finding folded into this problem, the one shown first. */
  readonly findings: readonly Finding[];
}

/**
 * Codes that describe the same fault from either side. The simulator sees what happens now (a
 * conflict, an input reading Z); the validator sees what the wiring allows (several drivers, a net
 * nothing drives). A simulator finding folds into a validator finding of its family that names all
 * of its components.
 */
const FAMILY: Readonly<Record<string, string>> = {
  FLOATING_INPUT: 'floating',
  UNDRIVEN_NET: 'floating',
  CONFLICT: 'drivers',
  MULTIPLE_DRIVERS: 'drivers',
  LED_NO_GROUND: 'led-ground',
  OSCILLATION: 'loop',
  INVERTING_LOOP: 'loop',
};

const RANK: Record<ProblemSeverity, number> = { error: 2, warning: 1, info: 0 };

const familyOf = (code: string) => FAMILY[code] ?? code;

/** The wires of a loop: those running between two of its components, so the canvas can trace it. */
function loopWires(code: string, components: readonly string[], state: CircuitState | undefined): string[] {
  if (familyOf(code) !== 'loop' || state === undefined) return [];
  const inLoop = new Set(components);
  return [...state.wires()].filter((w) => inLoop.has(w.from.component) && inLoop.has(w.to.component)).map((w) => w.id);
}

/**
 * The simulator's diagnostics as findings (they already name ids). A loop that names no wires gets
 * the wires between its components, read from the circuit when one is given.
 */
export function simFindings(diagnostics: readonly SimDiagnostic[], state?: CircuitState): Finding[] {
  return diagnostics.map((d) => ({
    source: 'simulator',
    code: d.code,
    severity: d.severity,
    message: d.message,
    hint: d.hint,
    components: d.components,
    wires: d.wires && d.wires.length > 0 ? d.wires : loopWires(d.code, d.components, state),
    pins: [],
  }));
}

/**
 * The validator's issues as findings: labels become ids, and an issue that names pins but no wires
 * gets the wires attached to those pins, so the canvas can mark them.
 */
export function validationFindings(issues: readonly ValidationIssue[], state: CircuitState): Finding[] {
  const findings: Finding[] = [];
  for (const issue of issues) {
    const components = issue.components
      .map((label) => state.componentByLabel(label)?.id)
      .filter((id): id is string => id !== undefined);
    const pins = (issue.pins ?? []).flatMap((p) => {
      const dot = p.lastIndexOf('.');
      const id = state.componentByLabel(p.slice(0, dot))?.id;
      return id === undefined ? [] : [`${id}.${p.slice(dot + 1)}`];
    });
    let wires = issue.wires ?? [];
    if (wires.length === 0 && pins.length > 0) {
      const named = new Set(pins);
      wires = [...state.wires()]
        .filter((w) => named.has(`${w.from.component}.${w.from.pin}`) || named.has(`${w.to.component}.${w.to.pin}`))
        .map((w) => w.id);
    }
    if (wires.length === 0) wires = loopWires(issue.code, components, state);
    findings.push({
      source: 'validator',
      code: issue.code,
      severity: issue.severity,
      message: issue.message,
      hint: issue.hint,
      components,
      wires,
      pins,
    });
  }
  return findings;
}

function better(a: Finding, b: Finding): boolean {
  if (RANK[a.severity] !== RANK[b.severity]) return RANK[a.severity] > RANK[b.severity];
  return a.source === 'validator' && b.source !== 'validator';
}

function build(findings: Finding[]): Problem {
  const ordered = [...findings].sort((a, b) => (better(a, b) ? -1 : better(b, a) ? 1 : 0));
  const first = ordered[0]!;
  const components = [...new Set(findings.flatMap((f) => f.components))];
  return {
    ...first,
    key: `${familyOf(first.code)}:${[...components].sort().join(',')}`,
    components,
    wires: [...new Set(findings.flatMap((f) => f.wires))],
    pins: [...new Set(findings.flatMap((f) => f.pins))],
    sources: [...new Set(ordered.map((f) => f.source))],
    findings: ordered,
  };
}

/**
 * Merges the validator's and the simulator's findings so that one fault shows once: a simulator
 * finding joins a validator finding of the same family that names all its components (a floating
 * input both report); simulator findings left over join each other when they share family and
 * components (two floating pins of one gate). Errors come first, then warnings, in report order.
 */
export function mergeProblems(validator: readonly Finding[], simulator: readonly Finding[]): Problem[] {
  const groups: Finding[][] = validator.map((f) => [f]);
  const byFamily = new Map<string, Finding[][]>();
  for (const group of groups) {
    const family = familyOf(group[0]!.code);
    byFamily.set(family, [...(byFamily.get(family) ?? []), group]);
  }
  const simOnly = new Map<string, Finding[]>();
  for (const finding of simulator) {
    const family = familyOf(finding.code);
    const home = byFamily
      .get(family)
      ?.find((g) => finding.components.length > 0 && finding.components.every((c) => g[0]!.components.includes(c)));
    if (home) {
      home.push(finding);
      continue;
    }
    const key = `${family}:${[...finding.components].sort().join(',')}`;
    const group = simOnly.get(key);
    if (group) group.push(finding);
    else simOnly.set(key, [finding]);
  }
  const problems = [...groups, ...simOnly.values()].map(build);
  return problems
    .map((p, i) => ({ p, i }))
    .sort((a, b) => RANK[b.p.severity] - RANK[a.p.severity] || a.i - b.i)
    .map(({ p }) => p);
}

/** The problems by component and by wire, for the canvas's marks (most severe first). */
export interface ProblemIndex {
  readonly problems: readonly Problem[];
  readonly byComponent: ReadonlyMap<string, readonly Problem[]>;
  /** The severity of the worst problem each wire is involved in. */
  readonly wireSeverity: ReadonlyMap<string, ProblemSeverity>;
}

/** Indexes merged problems by the ids they name. */
export function indexProblems(problems: readonly Problem[]): ProblemIndex {
  const byComponent = new Map<string, Problem[]>();
  const wireSeverity = new Map<string, ProblemSeverity>();
  for (const problem of problems) {
    for (const id of problem.components) {
      const list = byComponent.get(id);
      if (list) list.push(problem);
      else byComponent.set(id, [problem]);
    }
    for (const id of problem.wires) {
      const known = wireSeverity.get(id);
      if (!known || RANK[problem.severity] > RANK[known]) wireSeverity.set(id, problem.severity);
    }
  }
  return { problems, byComponent, wireSeverity };
}
