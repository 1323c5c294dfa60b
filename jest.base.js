// Shared jest settings: swc transpiles TS/TSX (TypeScript 7 has no JS API, see docs/toolchain.md).
const path = require('path');

// react-markdown and its unified/remark/micromark family ship ESM only.
const esmPackages = [
  'react-markdown',
  'unified',
  'bail',
  'is-plain-obj',
  'trough',
  'vfile',
  'vfile-message',
  'unist-.*',
  'mdast-.*',
  'micromark.*',
  'decode-named-character-reference',
  'character-entities',
  'remark-.*',
  'rehype-.*',
  'hast-.*',
  'hastscript',
  'property-information',
  'space-separated-tokens',
  'comma-separated-tokens',
  'html-url-attributes',
  'devlop',
  'ccount',
  'escape-string-regexp',
  'markdown-table',
  'zwitch',
  'longest-streak',
  'trim-lines',
  'estree-util-.*',
  'style-to-js',
  'style-to-object',
  'inline-style-parser',
  'web-namespaces',
  'html-void-elements',
  'stringify-entities',
  'character-entities-.*',
  'character-reference-invalid',
  'is-.*',
  'parse-entities',
  'unist-util-.*',
  // FormatJS (react-intl and the packages it formats with) ships ESM only.
  'react-intl',
  'intl-messageformat',
  '@formatjs/.*',
  // api: TypeBox 1.x and two of Fastify's nested dependencies are ESM only too.
  'typebox',
  'content-disposition',
  'cookie',
];

/** @param {{ environment?: 'node' | 'jsdom' }} options */
module.exports = function jestConfig({ environment = 'jsdom' } = {}) {
  return {
    testEnvironment: environment,
    roots: ['<rootDir>/src'],
    transform: {
      '^.+\\.(t|j)sx?$|^.+\\.mjs$': [
        '@swc/jest',
        {
          jsc: {
            parser: { syntax: 'typescript', tsx: true },
            transform: { react: { runtime: 'automatic' } },
            target: 'es2022',
          },
          module: { type: 'commonjs' },
        },
      ],
    },
    // Matches nested copies too (node_modules/@fastify/static/node_modules/content-disposition).
    transformIgnorePatterns: [`^(?!.*/node_modules/(${esmPackages.join('|')})/).*/node_modules/`],
    moduleNameMapper: { '\\.css$': path.join(__dirname, 'jest.style-stub.js') },
    setupFilesAfterEnv: environment === 'jsdom' ? [path.join(__dirname, 'jest.setup-dom.js')] : [],
  };
};
