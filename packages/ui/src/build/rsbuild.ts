import { fileURLToPath } from 'node:url';
import { defineConfig, rspack, type RsbuildConfig } from '@rsbuild/core';
import { pluginReact } from '@rsbuild/plugin-react';
import { pluginModuleFederation, type ModuleFederationOptions } from '@module-federation/rsbuild-plugin';
import { CHUNK_LOAD_TIMEOUT_MS, DEFAULT_PORTS } from '@portal/contracts';

export interface FrontendBuildOptions {
  /** The app's options from its module-federation.config.ts. */
  federation: ModuleFederationOptions;
  /** Port of `rsbuild dev` (and of the static server in a local run). */
  port: number;
  /** A remote loads its chunks from its own origin, whatever page hosts it. */
  role: 'host' | 'remote';
  title: string;
}

/** Rsbuild configuration shared by the shell and every remote. */
export function defineFrontendConfig({ federation, port, role, title }: FrontendBuildOptions): RsbuildConfig {
  return defineConfig({
    plugins: [pluginReact(), pluginModuleFederation(federation)],
    server: {
      port,
      host: '127.0.0.1',
      // In development a remote is fetched by the shell's dev server; production serving sets its own CORS.
      cors: role === 'remote' ? { origin: [`http://localhost:${DEFAULT_PORTS.shell}`, `http://127.0.0.1:${DEFAULT_PORTS.shell}`] } : false,
    },
    html: {
      title,
      template: fileURLToPath(new URL('./index.html', import.meta.url)),
      favicon: fileURLToPath(new URL('./favicon.svg', import.meta.url)),
      meta: { description: 'Voyagr Pro: B2B travel booking portal for travel agencies.', 'theme-color': '#0b63ce' },
    },
    output: {
      assetPrefix: role === 'remote' ? 'auto' : '/',
      legalComments: 'none',
    },
    tools: {
      rspack: {
        output: { chunkLoadTimeout: CHUNK_LOAD_TIMEOUT_MS },
        // The contracts only define schemas and constants: let unused ones drop out of bundles.
        module: {
          rules: [
            { test: /[\\/]packages[\\/]contracts[\\/]src[\\/]/, sideEffects: false },
            // The theme's zeroRuntime draws with antd's stylesheet: its CSS generators are dead code (the loader says why).
            { test: /[\\/]node_modules[\\/]antd[\\/]es[\\/].*style.*\.js$/, loader: fileURLToPath(new URL('./antd-zero-runtime-loader.cjs', import.meta.url)) },
          ],
        },
        // antd's locales carry its date pickers' words; the portal draws none (days are typed in `DateField`).
        plugins: [new rspack.NormalModuleReplacementPlugin(/antd[\\/]es[\\/](date-picker|time-picker|calendar)[\\/]locale[\\/]/, fileURLToPath(new URL('./no-picker-locale.ts', import.meta.url)))],
      },
    },
  });
}
