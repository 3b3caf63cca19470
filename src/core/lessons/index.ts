export * from './apply-operations';
export * from './blocks';
export * from './check-exercise';
export * from './progress';
export * from './sections';
export * from './lesson-problems';
