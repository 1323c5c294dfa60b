// FormatJS in an app's builds (docs/adr/0060): the catalogs compiled at build, the parser left out
// of the browser's bundle, one intl-messageformat.
'use strict';

const path = require('node:path');

/**
 * FormatJS for an app that formats its texts with react-intl (docs/adr/0060): its catalogs are
 * compiled to ASTs by messages-loader.js, so the browser build takes the parser's no-parser entry;
 * and one intl-messageformat for react-intl and @formatjs/intl, whose copies npm nests apart
 * (the root's is an older one of Lighthouse's), so the page carries it once.
 * @param {string} dir the app's folder
 * @returns {{ alias: Record<string, string>, rule: import('webpack').RuleSetRule } | null}
 */
function formatjsRuntime(dir) {
  let reactIntl;
  try {
    reactIntl = require.resolve('react-intl', { paths: [dir] });
  } catch {
    return null;
  }
  const messageFormat = require.resolve('intl-messageformat', { paths: [path.dirname(reactIntl)] });
  const from = { paths: [path.dirname(messageFormat)] };
  return {
    alias: {
      'intl-messageformat$': messageFormat,
      '@formatjs/icu-messageformat-parser$': require.resolve(
        '@formatjs/icu-messageformat-parser/no-parser.js',
        from,
      ),
    },
    rule: {
      // src/messages/<language>.json, and a lazily loaded part's own catalog in a folder there
      // (src/messages/<part>/<language>.json: mfe-qna's admin pages).
      test: /[\\/]src[\\/]messages[\\/](?:[a-z][\w-]*[\\/])?[a-z]{2}\.json$/,
      type: 'javascript/auto',
      use: {
        loader: path.join(__dirname, 'messages-loader.js'),
        options: { parser: require.resolve('@formatjs/icu-messageformat-parser', from) },
      },
    },
  };
}

module.exports = { formatjsRuntime };
