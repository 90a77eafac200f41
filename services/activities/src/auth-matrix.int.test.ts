import { authMatrixSuite } from '@portal/service-kit/testing';

authMatrixSuite('activities');
