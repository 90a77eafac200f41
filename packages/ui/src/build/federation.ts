import type { ModuleFederationOptions } from '@module-federation/rsbuild-plugin';

/**
 * The only packages shared between the shell and the remotes, each a singleton: they hold
 * React context or global state that must be one instance across the portal. RTK Query's entry
 * points are @reduxjs/toolkit's own: unshared, each remote route loaded a second copy of them
 * (and of immer), about 20 kB gzipped. Not zod: shared, it would be bundled whole (85 kB gzipped,
 * its every locale) where each app's tree-shaken copy is 27 kB.
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
  '@reduxjs/toolkit/query',
  '@reduxjs/toolkit/query/react',
  'react-redux',
  'i18next',
  'react-i18next',
  // antd's stylesheet (zeroRuntime): one copy a page.
  '@portal/ui/antd-styles',
] as const;

export type SharedSingleton = (typeof SHARED_SINGLETONS)[number];

/**
 * A shared package is otherwise bundled whole (antd alone is 447 kB gzipped). For these, every
 * app ships only the exports the portal uses: the union over the shell, every remote and
 * packages/ui, identical in every build so whichever copy loads first serves all of them
 * ('runtime-infer' reuses a loaded trimmed copy whose exports cover the consumer's).
 * `federation.test.ts` fails when code imports an export missing here.
 */
export const SHARED_USED_EXPORTS = {
  antd: [
    'Alert',
    'App',
    'Avatar',
    'Badge',
    'Breadcrumb',
    'Button',
    'Card',
    'Checkbox',
    'Col',
    'ConfigProvider',
    'Descriptions',
    'Divider',
    'Dropdown',
    'Empty',
    'Flex',
    'Form',
    'Input',
    'InputNumber',
    'Menu',
    'Modal',
    'notification',
    'Pagination',
    'Popover',
    'QRCode',
    'Radio',
    'Result',
    'Row',
    'Segmented',
    'Select',
    'Skeleton',
    'Slider',
    'Space',
    'Spin',
    'Statistic',
    'Steps',
    'Table',
    'Tabs',
    'Tag',
    'Tooltip',
    'Typography',
    'Upload',
  ],
  'react-router': ['BrowserRouter', 'Link', 'Navigate', 'Outlet', 'Route', 'Router', 'Routes', 'StaticRouter', 'createPath', 'matchPath', 'useLocation', 'useNavigate', 'useParams'],
  'react-i18next': ['I18nextProvider', 'useTranslation'],
} as const satisfies Partial<Record<SharedSingleton, readonly string[]>>;

export function sharedSingletons(): NonNullable<ModuleFederationOptions['shared']> {
  return Object.fromEntries(
    SHARED_SINGLETONS.map((name) => {
      const usedExports: readonly string[] | undefined = name in SHARED_USED_EXPORTS ? SHARED_USED_EXPORTS[name as keyof typeof SHARED_USED_EXPORTS] : undefined;
      return [name, usedExports ? { singleton: true, treeShaking: { mode: 'runtime-infer' as const, usedExports: [...usedExports] } } : { singleton: true }];
    }),
  );
}
