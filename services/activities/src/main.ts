import { runService } from '@portal/service-kit';
import { activitiesService } from './service';

await runService(activitiesService);
