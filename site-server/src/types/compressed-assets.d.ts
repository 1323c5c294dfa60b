// What the page server uses of mf-platform/build/compressed-assets.js (the builds' compression
// plugin, untyped JavaScript outside mf-platform's own type check): its test of a compressible
// file, declared here (tsconfig.json `paths`) so the plugin's code is not checked under the page
// server's options as if it were the page server's.
export declare const COMPRESSIBLE: RegExp;
