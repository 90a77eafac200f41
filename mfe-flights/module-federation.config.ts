import { createModuleFederationConfig } from '@module-federation/rsbuild-plugin';
import { REMOTE_EXPOSED_MODULE, remoteContainerName } from '@portal/contracts';
import { sharedSingletons } from '@portal/ui/build';

export default createModuleFederationConfig({
  name: remoteContainerName('flights'),
  filename: 'remoteEntry.js',
  exposes: { [REMOTE_EXPOSED_MODULE]: './src/app.tsx' },
  shared: sharedSingletons(),
  dts: false,
});
