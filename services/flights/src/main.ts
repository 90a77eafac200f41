import { runService } from '@portal/service-kit';
import { flightsService } from './service';

await runService(flightsService);
