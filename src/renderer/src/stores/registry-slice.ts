import type { StateCreator } from 'zustand';
import type { ChannelOutput } from '../../../shared/contract';
import { call } from '../platform/api';
import type { AppState } from './app-store';

export type CategoryGroup = ChannelOutput<'registry:list'>[number];
export type ComponentSummary = CategoryGroup['components'][number];

/** The component registry as the palette sees it, loaded once over the contract. */
export interface RegistrySlice {
  registryStatus: 'idle' | 'loading' | 'ready' | 'error';
  registryError?: string;
  categories: CategoryGroup[];
  loadRegistry: () => Promise<void>;
}

export const createRegistrySlice: StateCreator<AppState, [], [], RegistrySlice> = (set) => ({
  registryStatus: 'idle',
  categories: [],
  async loadRegistry() {
    set({ registryStatus: 'loading', registryError: undefined });
    const result = await call('registry:list', {});
    if (result.success) set({ registryStatus: 'ready', categories: result.data });
    else set({ registryStatus: 'error', registryError: `${result.error} ${result.hint}` });
  },
});
