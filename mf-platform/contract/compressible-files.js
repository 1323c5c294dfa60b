// Which of a build's files have compressed siblings (.br, .gz): the build writes them
// (../build/compressed-assets.js), the page server serves them and varies on Accept-Encoding
// (site-server/src/static-files.js). docs/adr/0027.
'use strict';

/** What the browser downloads as text: scripts, styles, the page, manifests, SVG icons. */
const COMPRESSIBLE = /\.(js|mjs|css|html|json|webmanifest|svg)$/;

module.exports = { COMPRESSIBLE };
