// An rspack loader for antd's style modules. The portal's theme sets `zeroRuntime` (theme.ts): the
// components draw with antd's own stylesheet and never call the functions that generate their CSS
// at run time (cssinjs-utils' style hook returns before it). Those functions are about a quarter
// of antd's code (without them its shared chunk went from 318 to 255 kB gzipped). This loader hands each style hook an
// empty one instead, so the generators are no longer referenced and the bundler drops them. The
// hooks' other arguments stay: the component tokens they turn into CSS variables at run time
// (the theme's colours) are computed as before.
const { parse } = require('acorn');

/** cssinjs-utils' style hook factories (antd's theme/internal re-exports them under these names). */
const STYLE_HOOKS = new Set(['genStyleHooks', 'genComponentStyleHook', 'genSubStyleComponent']);
const NO_STYLE = '() => []';

/** The [start, end) ranges of each style hook call's generator argument, outermost first. */
function generatorRanges(node, ranges) {
  if (!node || typeof node.type !== 'string') return;
  if (node.type === 'CallExpression' && node.callee.type === 'Identifier' && STYLE_HOOKS.has(node.callee.name) && node.arguments.length >= 2) {
    const generator = node.arguments[1];
    ranges.push([generator.start, generator.end]);
    generatorRanges(node.callee, ranges);
    node.arguments.forEach((argument, index) => index !== 1 && generatorRanges(argument, ranges));
    return;
  }
  for (const key of Object.keys(node)) {
    const value = node[key];
    if (Array.isArray(value)) value.forEach((child) => generatorRanges(child, ranges));
    else if (value && typeof value.type === 'string') generatorRanges(value, ranges);
  }
}

/** The module's source with every style hook's generator replaced by one that generates nothing. */
function withoutStyleGenerators(source) {
  if (!/\bgen(StyleHooks|ComponentStyleHook|SubStyleComponent)\(/.test(source)) return source;
  const ranges = [];
  generatorRanges(parse(source, { ecmaVersion: 'latest', sourceType: 'module' }), ranges);
  let result = source;
  for (const [start, end] of ranges.sort((a, b) => b[0] - a[0])) result = result.slice(0, start) + NO_STYLE + result.slice(end);
  return result;
}

module.exports = function antdZeroRuntimeLoader(source) {
  return withoutStyleGenerators(source);
};
module.exports.withoutStyleGenerators = withoutStyleGenerators;
