// Compiles an area's message catalog (src/messages/<language>.json, or a lazily loaded part's
// src/messages/<part>/<language>.json: id → ICU message) to the ASTs react-intl formats, at build:
// the browser then needs no message parser, which the builds leave out (webpack.js,
// formatjsRuntime; docs/adr/0060). A message the parser refuses fails the build with its id.
'use strict';

/**
 * @this {import('webpack').LoaderContext<{ parser: string }>}
 * @param {string} source the catalog's JSON
 */
module.exports = function compileMessages(source) {
  const { parse } = require(this.getOptions().parser);
  /** @type {Record<string, string>} */
  const catalog = JSON.parse(source);
  const compiled = Object.fromEntries(
    Object.entries(catalog).map(([id, message]) => {
      try {
        return [id, parse(message)];
      } catch (error) {
        throw new Error(`${this.resourcePath}: message ${id}: ${error.message}`);
      }
    }),
  );
  return `export default ${JSON.stringify(compiled)};`;
};
