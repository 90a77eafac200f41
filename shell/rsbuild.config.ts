import { DEFAULT_PORTS } from '@portal/contracts';
import { defineFrontendConfig } from '@portal/ui/build';
import federation from './module-federation.config';

export default defineFrontendConfig({
  federation,
  port: DEFAULT_PORTS.shell,
  role: 'host',
  title: 'Voyagr Pro · B2B travel booking portal',
});
