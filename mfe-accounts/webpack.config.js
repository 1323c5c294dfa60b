// Container name and dev port: this folder's entry in mf-platform/remotes.registry.json.
const { createRemoteConfig } = require('@smunity/mf-platform/build/webpack');

module.exports = createRemoteConfig({ dir: __dirname });
