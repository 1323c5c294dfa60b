// Runs an api TypeScript entry point in a plain Node process, compiling each .ts file with SWC as
// it is required (the settings of api/.swcrc). For tests that need real api processes (two
// replicas on one database) without a build first:
//   node src/testing/run-ts.js src/server.ts
'use strict';
const fs = require('node:fs');
const path = require('node:path');
const { transformSync } = require('@swc/core');

require.extensions['.ts'] = (module, filename) => {
  const { code } = transformSync(fs.readFileSync(filename, 'utf8'), {
    filename,
    jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
    module: { type: 'commonjs' },
    sourceMaps: 'inline',
  });
  module._compile(code, filename);
};

require(path.resolve(process.argv[2]));
