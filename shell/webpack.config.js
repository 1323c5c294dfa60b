const { createHostConfig } = require('mf-platform/build/webpack');

module.exports = createHostConfig({ dir: __dirname, buildEnv: ['GA_MEASUREMENT_ID'] });

// Icons, manifest, link-preview tags and the footer's commit: build/site-assets.js.
module.exports = require('./build/site-assets').withSiteAssets(module.exports);

// <link rel=preload> for the chunks main.js imports first (the app's own code and CSS), and
// area-chunks.json for the shell's server, which preloads the rest on an area's page.
const { PreloadFirstChunksPlugin } = require('./build/preload-first-chunks');
const { AreaChunksPlugin } = require('./build/area-chunks');
const withAssets = module.exports;
module.exports = (env, argv) => {
  const config = withAssets(env, argv);
  return {
    ...config,
    plugins: [
      ...config.plugins,
      new PreloadFirstChunksPlugin({ fetches: ['/remotes.json'] }),
      new AreaChunksPlugin(),
    ],
  };
};
