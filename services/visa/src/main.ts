import { runService } from '@portal/service-kit';
import { visaService } from './service';

await runService(visaService);
