// First: zod reads its configuration as its schemas are built.
import './no-eval';
import { startFirstScreen } from './first-screen';

startFirstScreen();
void import('./bootstrap');
