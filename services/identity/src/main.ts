import { runService } from '@portal/service-kit';
import { identityService } from './service';

await runService(identityService);
