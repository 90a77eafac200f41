import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

/**
 * The only packages shared between the shell and the remotes, each a singleton: they hold
 * React context or global state that must be one instance across the portal.
 */
export const SHARED_SINGLETONS = [
  'react',
  'react/jsx-runtime',
  'react-dom',
  'react-dom/client',
  'react-router',
  'react-router-dom',
  'antd',
  '@reduxjs/toolkit',
  'react-redux',
  'i18next',
  'react-i18next',
] as const;

export const ANTD_USED_EXPORTS = ['ConfigProvider','Table','DatePicker','Form','Select','Modal'];

export function sharedSingletons(): NonNullable<ModuleFederationOptions['shared']> {
  return Object.fromEntries(SHARED_SINGLETONS.map((name) => [name, name === 'antd' ? { singleton: true, treeShaking: { usedExports: ANTD_USED_EXPORTS } } : { singleton: true }]));
}
