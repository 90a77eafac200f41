import { runService } from '@portal/service-kit';
import { paymentsService } from './service';

await runService(paymentsService);
