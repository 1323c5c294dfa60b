// The site runs on Node.js 24 or newer (ADR 0019). Entry points require this first, so a server
// started by hand with an older `node` says what to run instead of failing somewhere later.
'use strict';

const major = Number(process.versions.node.split('.')[0]);
if (major < 24) {
  console.error(
    `SMUNITY needs Node.js 24 or newer, this is ${process.version}: start it with \`npm start\` or \`npm run dev\` (they use the project's Node in node_modules/.bin).`,
  );
  process.exit(1);
}
