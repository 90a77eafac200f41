import { runService } from '@portal/service-kit';
import { helpdeskService } from './service';

await runService(helpdeskService);
