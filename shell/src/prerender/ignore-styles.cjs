// The build's prerender runs the shell's components in Node: a stylesheet import is nothing there
// (the page inlines the stylesheets it needs itself).
require.extensions['.css'] = (module) => {
  module.exports = {};
};
