import { runService } from '@portal/service-kit';
import { accountService } from './service';

await runService(accountService);
