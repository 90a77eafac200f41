// Unit tests run without a browser: a stylesheet import is nothing to them.
module.exports = {};
