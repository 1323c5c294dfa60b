// Every UI text in its app's message catalogs (docs/adr/0060, issue 40). For the packages listed
// here, two rules fail on a text left in the code: `formatjs/no-literal-string-in-jsx` on a literal
// in JSX or in a prop that carries text, and `smunity/no-korean-literal` on any Korean string or
// template literal in production code (an alert, a constant in a .ts module, a default argument).
// One line per package, added once its texts have moved. A Korean literal that is data, not a text
// (a value the api or the portal sends), carries an eslint-disable comment saying so.
// One entry a line, so that packages added side by side merge cleanly.
// prettier-ignore
export const PACKAGES_WITH_CATALOGS = [
  'shell',
  'shared-ui',
  'shared-auth',
  'mfe-accounts',
  'mfe-mypage',
  'mfe-qna',
];

/** Props that carry text a user reads or hears. */
export const TEXT_PROPS =
  '{label,page,loadingMessage,failureMessage,emptyMessage,message,title,subtitle,aria-label,placeholder,alt,caption,description,hint,confirmLabel,cancelLabel}';

const HANGUL = /[\u1100-\u11FF\u3130-\u318F\uAC00-\uD7A3]/;

/** `smunity/no-korean-literal`: Korean belongs in src/messages/ko.json, not in code. */
export const noKoreanLiteral = {
  meta: {
    type: 'problem',
    docs: { description: 'A Korean text belongs in the app’s message catalog.' },
    schema: [],
    messages: {
      inCatalog:
        'Korean text in code: move it to src/messages/ko.json (and en.json) and format it with react-intl.',
    },
  },
  create(context) {
    const report = (node) => context.report({ node, messageId: 'inCatalog' });
    return {
      Literal(node) {
        if (typeof node.value === 'string' && HANGUL.test(node.value)) report(node);
      },
      TemplateElement(node) {
        if (HANGUL.test(node.value.cooked ?? node.value.raw)) report(node);
      },
      JSXText(node) {
        if (HANGUL.test(node.value)) report(node);
      },
    };
  },
};
