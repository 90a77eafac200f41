import { fileURLToPath } from 'node:url';
import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { sharedSingletons } from '@portal/ui/build';

export default createModuleFederationConfig({
  name: 'shell',
  // Remotes come from /config.json at runtime (registerRemotes), never from the build.
  remotes: {},
  shared: sharedSingletons(),
  // A hung remote must never hold back the shell's own shared modules.
  shareStrategy: 'loaded-first',
  runtimePlugins: [fileURLToPath(new URL('./src/remotes/runtime-plugin.ts', import.meta.url))],
  dts: false,
});
