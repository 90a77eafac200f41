export * from './runtime-config';
export * from './ports';
export * from './session';
export * from './errors';
export * from './events';
