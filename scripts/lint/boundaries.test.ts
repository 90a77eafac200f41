import { execFile } from 'node:child_process';
import path from 'node:path';

const ROOT = path.resolve(__dirname, '../..');

interface Case {
  file: string;
  code: string;
}
interface Finding {
  ruleId: string | null;
  message: string;
}

// ESLint loads eslint.config.mjs with a dynamic import, which jest's module sandbox refuses: the
// project's real config runs in a child Node process instead, all cases at once.
const LINT_CASES = `
import { ESLint } from 'eslint';
let input = '';
for await (const chunk of process.stdin) input += chunk;
const eslint = new ESLint({ cwd: process.cwd() });
const results = [];
for (const { file, code } of JSON.parse(input)) {
  const [result] = await eslint.lintText(code, { filePath: file });
  results.push(result.messages.map(({ ruleId, message }) => ({ ruleId, message })));
}
process.stdout.write(JSON.stringify(results));
`;

function lint(cases: Case[]): Promise<Finding[][]> {
  return new Promise((resolve, reject) => {
    const child = execFile(process.execPath, ['--input-type=module', '-e', LINT_CASES], { cwd: ROOT, maxBuffer: 16 * 1024 * 1024 }, (error, stdout, stderr) =>
      error ? reject(new Error(`${error.message}\n${stderr}`)) : resolve(JSON.parse(stdout) as Finding[][]),
    );
    child.stdin?.end(JSON.stringify(cases.map(({ file, code }) => ({ file: path.join(ROOT, file), code }))));
  });
}

const CASES = {
  serviceImportsOtherService: { file: 'services/flights/src/booking.ts', code: "export { Wallets } from '../../account/src/wallet';\n" },
  serviceTestImportsOtherService: { file: 'services/flights/src/booking.int.test.ts', code: "export { Wallets } from '../../account/src/wallet';\n" },
  deeperServiceFile: { file: 'services/flights/src/supplier/book.ts', code: "export { Wallets } from '../../../account/src/wallet';\n" },
  everyImportForm: {
    file: 'services/flights/src/booking.ts',
    code: [
      "import type { Wallets } from '@portal/account-service';",
      "export * from '../../identity/src/service';",
      "export const later = () => import('../../notifications/src/service');",
      "export type Lazy = import('../../payments/src/service').PaymentsService;",
      'export type W = Wallets;',
      '',
    ].join('\n'),
  },
  serviceImportsUi: { file: 'services/flights/src/booking.ts', code: "export { StatusTag } from '@portal/ui';\n" },
  serviceImportsWhatItMay: {
    file: 'services/flights/src/booking.ts',
    code: "export { AppError } from '@portal/service-kit';\nexport { LANGUAGES } from '@portal/contracts';\nexport { commonEn } from '@portal/i18n';\nexport { supplier } from './supplier/index';\n",
  },
  ownFolderNamedLikeAService: { file: 'services/identity/src/partner/link.ts', code: "export { account } from '../account/index';\n" },
  remoteImportsShell: { file: 'mfe-flights/src/app.tsx', code: "export { shellEn } from '../../shell/src/i18n/strings.en';\n" },
  remoteImportsOtherRemote: { file: 'mfe-flights/src/app.tsx', code: "export { strings } from '@portal/mfe-account/src/strings';\n" },
  remoteImportsService: { file: 'mfe-flights/src/app.tsx', code: "export { flightsService } from '@portal/flights-service/src/service';\n" },
  shellImportsRemote: { file: 'shell/src/app.tsx', code: "export { pages } from '../../mfe-flights/src/pages';\n" },
  remoteImportsWhatItMay: {
    file: 'mfe-flights/src/app.tsx',
    code: "export { StatusTag } from '@portal/ui';\nexport { LANGUAGES } from '@portal/contracts';\nexport { commonEn } from '@portal/i18n';\n",
  },
  contractsImportsI18n: { file: 'packages/contracts/src/flights.ts', code: "export { commonEn } from '@portal/i18n';\n" },
  uiImportsServiceKit: { file: 'packages/ui/src/status.tsx', code: "export { AppError } from '@portal/service-kit';\n" },
  kitImportsService: { file: 'packages/service-kit/src/testing.ts', code: "export { accountService } from '../../../services/account/src/service';\n" },
  e2eImportsService: { file: 'e2e/tests/pay.spec.ts', code: "export { renderCardPage } from '../../services/payments/src/card-page';\n" },
  e2eImportsRemoteStrings: { file: 'e2e/tests/pay.spec.ts', code: "export { strings } from '../../mfe-flights/src/strings';\n" },
  scriptImportsServices: { file: 'scripts/lib/stack.ts', code: "export { accountService } from '../../services/account/src/service';\n" },
} satisfies Record<string, Case>;

let findings: Record<keyof typeof CASES, Finding[]>;

beforeAll(async () => {
  const names = Object.keys(CASES) as (keyof typeof CASES)[];
  const results = await lint(names.map((name) => CASES[name]));
  findings = Object.fromEntries(names.map((name, i) => [name, results[i] ?? []])) as typeof findings;
}, 60_000);

const crossings = (name: keyof typeof CASES) => findings[name].filter((finding) => finding.ruleId === 'portal/boundaries').map((finding) => finding.message);

describe('the boundary lint', () => {
  it("refuses a service importing another service's source, at any depth, but not in a test", () => {
    expect(crossings('serviceImportsOtherService')).toEqual([expect.stringContaining('services/flights may not import services/account (../../account/src/wallet)')]);
    expect(crossings('deeperServiceFile')).toEqual([expect.stringContaining('may not import services/account')]);
    expect(findings.serviceTestImportsOtherService).toEqual([]);
  });

  it('sees every form of import: type-only, re-export, dynamic import and import type', () => {
    expect(crossings('everyImportForm')).toEqual([
      expect.stringContaining('may not import services/account (@portal/account-service)'),
      expect.stringContaining('may not import services/identity'),
      expect.stringContaining('may not import services/notifications'),
      expect.stringContaining('may not import services/payments'),
    ]);
  });

  it('lets a service import contracts, the kit, i18n and its own files, never the UI', () => {
    expect(crossings('serviceImportsUi')).toEqual([expect.stringContaining('may not import packages/ui')]);
    expect(findings.serviceImportsWhatItMay).toEqual([]);
    expect(findings.ownFolderNamedLikeAService).toEqual([]);
  });

  it('keeps remotes and the shell apart and away from services', () => {
    expect(crossings('remoteImportsShell')).toEqual([expect.stringContaining('mfe-flights may not import shell')]);
    expect(crossings('remoteImportsOtherRemote')).toEqual([expect.stringContaining('mfe-flights may not import mfe-account')]);
    expect(crossings('remoteImportsService')).toEqual([expect.stringContaining('mfe-flights may not import services/flights')]);
    expect(crossings('shellImportsRemote')).toEqual([expect.stringContaining('shell may not import mfe-flights')]);
    expect(findings.remoteImportsWhatItMay).toEqual([]);
  });

  it('keeps the shared packages below the apps, contracts as the leaf', () => {
    expect(crossings('contractsImportsI18n')).toEqual([expect.stringContaining('packages/contracts is the leaf')]);
    expect(crossings('uiImportsServiceKit')).toEqual([expect.stringContaining('packages/ui may not import packages/service-kit')]);
    expect(crossings('kitImportsService')).toEqual([expect.stringContaining('packages/service-kit may not import services/account')]);
  });

  it('lets e2e read the screens but not import a service, and scripts start any service', () => {
    expect(crossings('e2eImportsService')).toEqual([expect.stringContaining("e2e talks to services over HTTP and never imports a service's source")]);
    expect(findings.e2eImportsRemoteStrings).toEqual([]);
    expect(findings.scriptImportsServices).toEqual([]);
  });
});
