import { INTEGRATOR_OPERATIONS, pdfFile, type ServiceName } from '@portal/contracts';
import { builtApps, declaredRoutes, type DeclaredRoute } from '@portal/service-kit/testing';

/** The services the integrator API reaches. */
const OWNERS = [...new Set(INTEGRATOR_OPERATIONS.map((operation) => operation.service))] as ServiceName[];

describe("the integrator API's table against the services' own routes", () => {
  const routes = new Map<ServiceName, DeclaredRoute[]>();

  // The services' routers as their set-up builds them: nothing listens and no consumer joins a group.
  beforeAll(async () => {
    for (const name of OWNERS) routes.set(name, declaredRoutes((await builtApps(name)).app));
  }, 120_000);

  it('names a route of its owning service for every operation, validated with the very same schemas', () => {
    for (const operation of INTEGRATOR_OPERATIONS) {
      const path = operation.path.replace(/\{(\w+)\}/g, ':$1');
      const route = routes.get(operation.service)!.find((candidate) => candidate.method === operation.method.toUpperCase() && candidate.path === path);
      const where = `${operation.operationId}: ${operation.method.toUpperCase()} ${path} of ${operation.service}`;
      expect({ where, declared: route !== undefined }).toEqual({ where, declared: true });
      const contract = route!.contract!;
      // Identity, not likeness: the document describes what the service checks, not a copy of it.
      expect({ where, body: contract.body === operation.body, query: contract.query === operation.query, params: contract.params === operation.params }).toEqual({
        where,
        body: true,
        query: true,
        params: true,
      });
      expect({ where, response: operation.document ? contract.response === pdfFile : contract.response === operation.response }).toEqual({ where, response: true });
    }
  });
});
