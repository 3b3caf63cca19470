import { z } from 'zod';
import { BlueprintSchema } from '../../shared/circuit/blueprint';

const Heading = z.string().min(1).max(200);

/**
 * A course task's reference lesson, as a model writes it with the lesson tools: `create_lesson`
 * with the title and text; for each live circuit the circuit built (`apply_blueprint`) and placed
 * under a heading (`embed_circuit`); for each exercise its solution built and `add_exercise` with
 * the statement, tests (the test language) and hints.
 */
export const LessonRecipeSchema = z.strictObject({
  title: z.string().min(1).max(120),
  markdown: z.string().max(200_000),
  live: z.array(z.strictObject({ heading: Heading.optional(), blueprint: BlueprintSchema })).max(20),
  exercises: z
    .array(
      z.strictObject({
        title: z.string().min(1).max(120),
        statement: z.string().min(1).max(20_000),
        heading: Heading.optional(),
        blueprint: BlueprintSchema,
        tests: z
          .array(
            z.strictObject({ name: z.string().min(1).max(120), source: z.string(), hidden: z.boolean().optional() }),
          )
          .min(1)
          .max(20),
        hints: z.array(z.string().min(1).max(2000)).max(20),
      }),
    )
    .max(20),
});
export type LessonRecipe = z.infer<typeof LessonRecipeSchema>;

/**
 * A task's reference solution (eval/solutions/<id>.json): the circuit a correct run ends with
 * (absent: the task's start, left as it is), the answer it gives (for explain tasks), or the lesson
 * it writes (course tasks).
 */
export const SolutionSchema = z.strictObject({
  blueprint: BlueprintSchema.optional(),
  answer: z.string().max(10_000).optional(),
  lesson: LessonRecipeSchema.optional(),
});
export type Solution = z.infer<typeof SolutionSchema>;
