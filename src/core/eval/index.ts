export { scoreTask, type ScoreResult, type ScoreDetails, type LessonScore } from './score';
export { scoreCourseTask } from './score-course';
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
  type LessonSpec,
} from './task';
export { SolutionSchema, type Solution, type LessonRecipe } from './solution';
export { circuitFromBlueprint } from './blueprint-circuit';
export { compileTruthSpec, type ExpectedTable } from './truth-spec';
export { parseExpression, evaluate, type Expr } from '../expression/expression';
export { summarize, median, type EvalSummary, type RunRecord, type RunMetrics } from './summary';
export { estimateCost, priceOf, PRICES, PRICES_CHECKED, type Price, type TokenCounts } from './prices';
export { selectTasks } from './select';
