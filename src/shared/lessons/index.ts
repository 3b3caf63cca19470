export * from './types';
export * from './operations';
export * from './course-file';
