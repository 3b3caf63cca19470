export { compile, Simulation, type CompileOptions } from './simulation';
export type { EngineKind, SettleOutcome } from './engine';
export type { TruthTable } from './truth-table';
export { MAX_TRUTH_TABLE_INPUTS } from './truth-table';
export { SimulationHost } from './host/simulation-host';
export type { SimRequest, SimHostMessage, SimRequestMessage, HostTimers } from './host/protocol';
