export * from './types';
export * from './operations';
export * from './connection-rules';
export * from './circuit-state';
export * from './file-format';
export * from './blueprint';
export * from './blueprint-operations';
export * from './branch';
