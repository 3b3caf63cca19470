export { synthesizeFromTruthTable, type Synthesis, type SynthesisContext, type SynthesisedOutput } from './synthesize';
export {
  SynthesisRequestSchema,
  parseSynthesisRequest,
  MAX_SYNTHESIS_INPUTS,
  type SynthesisRequest,
  type TruthSpec,
} from './spec';
export { minimizeSop, type MinimalSop } from './minimize';
export { type Implicant } from './implicant';
export { type Expr, evaluate, formatAscii, formatUnicode, sopExpr } from './expression';
