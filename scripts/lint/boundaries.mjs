// The boundaries of ARCHITECTURE.md as one ESLint rule: every import (relative path or @portal/*
// package name) is resolved to the part of the repository it lands in, so the verdict does not
// depend on how many `../` a file needs or on a service having a folder named like another one.
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const ROOT = path.resolve(import.meta.dirname, '../..');

/** Workspace package name -> its folder relative to the root (`@portal/account-service` -> `services/account`). */
function workspaceFolders() {
  const { workspaces } = JSON.parse(readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
  const folders = workspaces.flatMap((pattern) =>
    pattern.endsWith('/*')
      ? readdirSync(path.join(ROOT, pattern.slice(0, -2)), { withFileTypes: true })
          .filter((entry) => entry.isDirectory())
          .map((entry) => `${pattern.slice(0, -2)}/${entry.name}`)
      : [pattern],
  );
  const byName = new Map();
  for (const folder of folders) {
    try {
      byName.set(JSON.parse(readFileSync(path.join(ROOT, folder, 'package.json'), 'utf8')).name, folder);
    } catch {
      // a folder without a package.json is no workspace
    }
  }
  return byName;
}

const FOLDER_OF_PACKAGE = workspaceFolders();

/**
 * The part of the repository a root-relative path belongs to: a service, a remote, the shell, a
 * shared package, or one of the tool folders (e2e, bench, scripts, infra); null outside them.
 */
function zoneOf(relative) {
  const parts = relative.split('/');
  const [top, second] = parts;
  if (parts.includes('node_modules')) return null;
  if ((top === 'services' || top === 'packages') && second) return { kind: top === 'services' ? 'service' : 'package', name: second };
  if (top.startsWith('mfe-')) return { kind: 'remote', name: top };
  if (['shell', 'e2e', 'bench', 'scripts', 'infra'].includes(top)) return { kind: top, name: top };
  return null;
}

/** Where an import specifier lands, relative to the root; null for anything outside the project. */
function targetOf(specifier, filename) {
  if (specifier.startsWith('.')) {
    const relative = path
      .relative(ROOT, path.resolve(path.dirname(filename), specifier))
      .split(path.sep)
      .join('/');
    return relative.startsWith('..') ? null : relative;
  }
  const [scope, name, ...rest] = specifier.split('/');
  const folder = FOLDER_OF_PACKAGE.get(`${scope}/${name}`);
  return folder ? [folder, ...rest].join('/') : null;
}

const label = (zone) => (zone.kind === 'service' || zone.kind === 'package' ? `${zone.kind}s/${zone.name}` : zone.name);
const isPackage = (zone, ...names) => zone.kind === 'package' && names.includes(zone.name);

/** Tests start several services, so they may import any service; e2e talks HTTP and may not. */
function isTestFile(relative) {
  return /\.test\.tsx?$/.test(relative) && !relative.startsWith('e2e/');
}

/** Why `from` may not import `to`, or null when ARCHITECTURE.md allows it. */
function violation(from, to, { test = false } = {}) {
  if (from.kind === to.kind && from.name === to.name) return null;
  if (to.kind === 'service' && test) return null;
  switch (from.kind) {
    case 'service':
      return isPackage(to, 'contracts', 'service-kit', 'bookings', 'i18n')
        ? null
        : 'a service imports only @portal/contracts, @portal/service-kit, @portal/bookings, @portal/i18n and its own files; other services are reached over HTTP or Kafka events';
    case 'remote':
    case 'shell':
      return isPackage(to, 'contracts', 'ui', 'i18n')
        ? null
        : 'a remote or the shell imports only @portal/contracts, @portal/ui, @portal/i18n and its own files; remotes are loaded through Module Federation and talk to services over HTTP';
    case 'package':
      if (from.name === 'contracts') return 'packages/contracts is the leaf: it imports nothing of the project';
      if (to.kind !== 'package') return 'a shared package never imports a service, a remote, the shell or a tool folder';
      if (isPackage(from, 'ui', 'i18n') && isPackage(to, 'service-kit', 'bookings')) return 'front-end packages do not import the service kit or the booking kit';
      return null;
    case 'e2e':
      return to.kind === 'service' ? "e2e talks to services over HTTP and never imports a service's source" : null;
    default:
      return null;
  }
}

/** @type {import('eslint').Rule.RuleModule} */
const boundaries = {
  meta: {
    type: 'problem',
    docs: { description: 'Keep the import boundaries of ARCHITECTURE.md between services, remotes, the shell and packages' },
    schema: [],
    messages: { crossing: '{{from}} may not import {{to}} ({{specifier}}): {{reason}}.' },
  },
  create(context) {
    const relative = path.relative(ROOT, context.filename).split(path.sep).join('/');
    const from = zoneOf(relative);
    if (!from) return {};
    const test = isTestFile(relative);
    const check = (source) => {
      if (!source || typeof source.value !== 'string') return;
      const target = targetOf(source.value, context.filename);
      const to = target === null ? null : zoneOf(target);
      const reason = to && violation(from, to, { test });
      if (reason) context.report({ node: source, messageId: 'crossing', data: { from: label(from), to: label(to), specifier: source.value, reason } });
    };
    return {
      ImportDeclaration: (node) => check(node.source),
      ExportNamedDeclaration: (node) => check(node.source),
      ExportAllDeclaration: (node) => check(node.source),
      ImportExpression: (node) => check(node.source),
      TSImportType: (node) => check(node.argument?.literal),
      TSExternalModuleReference: (node) => check(node.expression),
      CallExpression: (node) => {
        if (node.callee.type === 'Identifier' && node.callee.name === 'require') check(node.arguments[0]);
      },
    };
  },
};

export default { meta: { name: 'portal' }, rules: { boundaries } };
