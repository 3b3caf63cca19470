import { z } from 'zod';
import { ComponentDescriptionSchema } from '../components/describe';
import { CATEGORIES } from '../components/types';
import type { ChannelSpec } from './types';

export const ComponentSummarySchema = z.object({
  type: z.string(),
  name: z.string(),
  category: z.enum(CATEGORIES),
  description: z.string(),
});

export const CategoryGroupSchema = z.object({
  category: z.enum(CATEGORIES),
  components: z.array(ComponentSummarySchema),
});

/** Channels over the component registry. */
export const registryChannels = {
  'registry:list': {
    description: 'Every component type, grouped by category in palette order.',
    input: z.strictObject({}),
    output: z.array(CategoryGroupSchema),
  },
  'registry:get': {
    description: 'The full definition of one component type (pins, properties, rules, examples).',
    input: z.strictObject({ type: z.string().min(1).max(200) }),
    output: ComponentDescriptionSchema,
  },
  'registry:search': {
    description: 'Component types whose type, name or aliases match a query, best first.',
    input: z.strictObject({ query: z.string().max(200), limit: z.number().int().min(1).max(50).optional() }),
    output: z.array(ComponentSummarySchema),
  },
} satisfies Record<string, ChannelSpec>;
