import { mountStandalone } from '@portal/ui';
import lifecycles from './app';

mountStandalone(lifecycles, 'helpdesk');
