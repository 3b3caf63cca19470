export * from './types';
export * from './registry';
export * from './describe';
export * from './geometry';
export { GRID } from './builders';
