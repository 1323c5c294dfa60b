// The front ends import their style sheets for the side effect (`import './Modal.css'`): webpack
// bundles them (css-loader, mini-css-extract-plugin) and jest stubs them (jest.style-stub.js).
// TypeScript checks side-effect imports too (TypeScript 7's default, `noUncheckedSideEffectImports`
// in tsconfig.base.json), so this says a `.css` module exists and exports nothing. Every package
// whose program reaches shared-ui's sources names it in its tsconfig's `types`.
declare module '*.css';
