import { runService } from '@portal/service-kit';
import { notificationsService } from './service';

await runService(notificationsService);
