/* global module */
// Stands in for @stdlib/assert-has-generator-support, which tests for generators with eval() when
// its module loads. The page's Trusted Types policy blocks that eval (and reports it), while every
// browser the build targets (ES2022) has generators: the answer is known without asking.
module.exports = function hasGeneratorSupport() {
  return true;
};
