import { ok } from '../../shared/errors';
import {
  COMPONENT_DEFINITIONS,
  describeComponent,
  listByCategory,
  lookupDefinition,
  summarize,
} from '../../shared/components';
import { rankMatches } from '../../shared/fuzzy';
import type { HandlerMap } from '../rpc/dispatch';

const CANDIDATES = COMPONENT_DEFINITIONS.map((d) => ({
  value: d,
  names: [d.type, d.name, ...d.aliases, d.category],
}));

/** Handlers of the `registry:*` channels. */
export const registryHandlers: Pick<HandlerMap, 'registry:list' | 'registry:get' | 'registry:search'> = {
  'registry:list': () => ok(listByCategory()),
  'registry:get': ({ type }) => {
    const found = lookupDefinition(type);
    return found.success ? ok(describeComponent(found.data)) : found;
  },
  'registry:search': ({ query, limit }) => {
    const max = limit ?? 10;
    if (query.trim() === '') return ok(COMPONENT_DEFINITIONS.slice(0, max).map(summarize));
    return ok(rankMatches(query, CANDIDATES, max).map(summarize));
  },
};
