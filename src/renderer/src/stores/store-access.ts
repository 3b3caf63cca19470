import type { StoreApi } from 'zustand';
import type { AppState } from './app-store';

/** How a module of the store reads and writes it (a slice's `set` and `get`). */
export interface StoreAccess {
  readonly get: () => AppState;
  readonly set: StoreApi<AppState>['setState'];
}
