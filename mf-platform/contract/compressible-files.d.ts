// The types of compressible-files.js, for TypeScript code and for the page server's checked JS.
export declare const COMPRESSIBLE: RegExp;
