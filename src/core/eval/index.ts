export { scoreTask, type ScoreResult, type ScoreDetails } from './score';
export {
  TaskSchema,
  SpecSchema,
  RequirementSchema,
  TASK_CATEGORIES,
  DIFFICULTIES,
  type Task,
  type Spec,
  type Requirement,
  type Difficulty,
  type TaskCategory,
  type CombinationalSpec,
  type SequentialSpec,
  type ExplainSpec,
} from './task';
export { SolutionSchema, type Solution } from './solution';
export { circuitFromBlueprint } from './blueprint-circuit';
export { compileTruthSpec, type ExpectedTable } from './truth-spec';
export { parseExpression, evaluate, type Expr } from '../expression/expression';
export { summarize, median, type EvalSummary, type RunRecord, type RunMetrics } from './summary';
export { estimateCost, priceOf, PRICES, PRICES_CHECKED, type Price, type TokenCounts } from './prices';
export { selectTasks } from './select';
