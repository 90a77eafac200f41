import { DEFAULT_PORTS } from '@portal/contracts';
import { defineFrontendConfig } from '@portal/ui/build';
import federation from './module-federation.config';

export default defineFrontendConfig({
  federation,
  port: DEFAULT_PORTS.remotes.flights,
  role: 'remote',
  title: 'Voyagr Pro · Flights',
});
