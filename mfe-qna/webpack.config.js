// Container name and dev port: this folder's entry in mf-platform/remotes.registry.json.
const { createRemoteConfig } = require('@smunity/mf-platform/build/webpack');

// The Markdown renderer (src/components/post/markdown/PostMarkdown.tsx) runs the parts of its
// parser a post's text needs: compiled when called, not all ahead (build/compile-hints.js).
module.exports = createRemoteConfig({ dir: __dirname, onDemandChunks: ['markdown'] });
