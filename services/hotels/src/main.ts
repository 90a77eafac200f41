import { runService } from '@portal/service-kit';
import { hotelsService } from './service';

await runService(hotelsService);
