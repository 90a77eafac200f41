const transform = {
  '^.+\\.(t|j)sx?$': [
    '@swc/jest',
    {
      jsc: { parser: { syntax: 'typescript', tsx: true }, target: 'es2022', transform: { react: { runtime: 'automatic' } } },
      module: { type: 'commonjs' },
    },
  ],
};
const roots = [
  '<rootDir>/infra',
  '<rootDir>/scripts',
  '<rootDir>/packages',
  '<rootDir>/services',
  '<rootDir>/shell',
  '<rootDir>/mfe-flights',
  '<rootDir>/mfe-hotels',
  '<rootDir>/mfe-transfers',
  '<rootDir>/mfe-visa',
  '<rootDir>/mfe-helpdesk',
  '<rootDir>/mfe-account',
];
const common = {
  transform,
  roots,
  testEnvironment: 'node',
  moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'json'],
  transformIgnorePatterns: ['/node_modules/(?!(@scure|@noble|@seriousme)/)'],
  // antd's ES-module files (its locales, which @portal/ui's providers import) have CommonJS twins under antd/lib.
  moduleNameMapper: { '^antd/es/(.*)$': 'antd/lib/$1', '\\.css$': '<rootDir>/scripts/lib/style-stub.cjs' },
  testPathIgnorePatterns: ['/node_modules/', '/dist/'],
};

/** Integration tests that stop and restart the shared broker: they run alone, after the others. */
const brokerOutage = ['<rootDir>/packages/service-kit/src/outbox.int.test.ts', '<rootDir>/services/flights/src/bookings/bookings.int.test.ts'];

/**
 * Unit tests beside the code; integration tests (`*.int.test.ts`) need the real database and broker
 * (each file its own databases and topics, so files run side by side), except the broker-outage ones.
 */
export default {
  projects: [
    { ...common, displayName: 'unit', testMatch: ['**/*.test.ts', '**/*.test.tsx'], testPathIgnorePatterns: [...common.testPathIgnorePatterns, '\\.int\\.test\\.ts$'] },
    { ...common, displayName: 'integration', testMatch: ['**/*.int.test.ts'], testPathIgnorePatterns: [...common.testPathIgnorePatterns, ...brokerOutage] },
    { ...common, displayName: 'broker-outage', testMatch: brokerOutage },
  ],
};
