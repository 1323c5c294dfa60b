const { createHostConfig } = require('@smunity/mf-platform/build/webpack');

module.exports = createHostConfig({ dir: __dirname, buildEnv: ['GA_MEASUREMENT_ID'] });

// Icons, manifest, link-preview tags and the footer's commit: build/site-assets.js.
module.exports = require('./build/site-assets').withSiteAssets(module.exports);

// <link rel=preload> for the chunks main.js imports first (the app's own code and CSS), and
// area-chunks.json for the shell's server, which preloads the rest on an area's page.
const { PreloadFirstChunksPlugin } = require('./build/preload-first-chunks');
const { AreaChunksPlugin } = require('./build/area-chunks');
// The home page prerendered at build: a Node build of src/prerender.tsx first, then home.html.
const { FirstViewPlugin, PRERENDER_NAME, prerenderConfig } = require('./build/first-view');
const withAssets = module.exports;
module.exports = (env, argv) => {
  const config = withAssets(env, argv);
  const web = {
    ...config,
    plugins: [
      ...config.plugins,
      new PreloadFirstChunksPlugin({ fetches: ['/remotes.json'] }),
      new AreaChunksPlugin(),
    ],
  };
  // `webpack serve` (npm run dev) renders in the browser only.
  if (config.mode !== 'production') return web;
  return [
    prerenderConfig(config, __dirname),
    {
      ...web,
      dependencies: [PRERENDER_NAME],
      plugins: [...web.plugins, new FirstViewPlugin({ dir: __dirname })],
    },
  ];
};
