import { runService } from '@portal/service-kit';
import { transfersService } from './service';

await runService(transfersService);
