export {
  explainCircuit,
  ExplainRequestSchema,
  type CircuitExplanation,
  type ExplainRequest,
  type OutputExplanation,
} from './explain';
export type { StorageExplanation } from './storage';
export type { LoopExplanation } from './loops';
