import { z } from 'zod';
import { BlueprintSchema } from '../../shared/circuit/blueprint';

/**
 * A task's reference solution (eval/solutions/<id>.json): the circuit a correct run ends with
 * (absent: the task's start, left as it is) and the answer it gives (for explain tasks).
 */
export const SolutionSchema = z.strictObject({
  blueprint: BlueprintSchema.optional(),
  answer: z.string().max(10_000).optional(),
});
export type Solution = z.infer<typeof SolutionSchema>;
