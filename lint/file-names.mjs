// One file-name convention for the front-end packages (`smunity/file-names`, docs/adr/0024): a
// module named after the component, class or type it exports is PascalCase (`SessionsCard.tsx`,
// `PageViewReporter.ts`), every other module camelCase (`useAsyncData.ts`, `authClient.ts`,
// `routes.tsx`). Never kebab-case or snake_case: one spelling, so an import path can be guessed.
// Folders are not files: feature folders keep the URL's kebab-case (`features/what-if/`).
import path from 'node:path';

/** The name before the first dot: `SessionsCard.test.tsx` → `SessionsCard`. */
const stemOf = (filename) => path.basename(filename).split('.')[0] ?? '';

const CAMEL_OR_PASCAL = /^[A-Za-z][A-Za-z0-9]*$/;

/** `render-remote-area` → `renderRemoteArea`, `api_error` → `apiError`. */
const camelCased = (stem) => stem.replace(/[-_]+([a-zA-Z0-9])/g, (_, next) => next.toUpperCase());

const fileNames = {
  meta: {
    type: 'suggestion',
    docs: { description: 'Front-end file names are camelCase, or PascalCase after their export.' },
    schema: [],
    messages: {
      fileName:
        "'{{file}}': front-end file names are camelCase, or PascalCase when named after the " +
        "component they export (docs/adr/0024). Rename it to '{{suggestion}}'.",
    },
  },
  create(context) {
    const stem = stemOf(context.filename);
    if (CAMEL_OR_PASCAL.test(stem)) return {};
    return {
      Program(node) {
        const file = path.basename(context.filename);
        context.report({
          node,
          messageId: 'fileName',
          data: { file, suggestion: file.replace(stem, camelCased(stem)) },
        });
      },
    };
  },
};

export default fileNames;
