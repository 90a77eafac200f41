export { SHARED_SINGLETONS, sharedSingletons } from './federation';
export { defineFrontendConfig, type FrontendBuildOptions } from './rsbuild';
