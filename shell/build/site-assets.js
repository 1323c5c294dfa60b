// What the shell's page needs besides the app: the home-screen icons and the link-preview image
// (public/icons, copied as they are), the web app manifest (built from the design tokens), the
// absolute URLs of the Open Graph tags, and the build's commit for the footer. Only the shell
// uses it, so it lives here rather than in mf-platform's shared configuration.
'use strict';

const { execFileSync } = require('node:child_process');
const fs = require('node:fs');
const path = require('node:path');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const { DefinePlugin, sources } = require('webpack');

// Link previews (KakaoTalk, Slack, …) need absolute URLs for og:image and og:url, and the page is
// one static file for every path, so the site's origin is a setting: SITE_URL, read by the page
// server (robots.txt, sitemap.xml) and the api through the same parser, so it has one meaning.
const { siteUrlFrom } = require('@smunity/site-settings');
const { documentsInEachLanguage } = require('./document-texts');

/** The short commit of the checkout being built, or APP_COMMIT, or "unknown" outside git. */
function buildCommit(env = process.env, cwd = __dirname) {
  if (env.APP_COMMIT) return env.APP_COMMIT;
  try {
    return execFileSync('git', ['rev-parse', '--short', 'HEAD'], {
      cwd,
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return 'unknown';
  }
}

const TOKENS_CSS = path.join(
  path.dirname(require.resolve('@smunity/shared-ui/package.json')),
  'src/tokens.css',
);

/** A custom property of shared-ui's design tokens, e.g. --su-color-primary → #1a4b9b. */
function designToken(name) {
  const tokens = fs.readFileSync(TOKENS_CSS, 'utf8');
  const match = new RegExp(`${name}:\\s*([^;]+);`).exec(tokens);
  if (!match) throw new Error(`${name} is not in shared-ui/src/tokens.css`);
  return match[1].trim();
}

function webAppManifest() {
  const icon = (file, size, purpose) => ({
    src: `/icons/${file}`,
    sizes: `${size}x${size}`,
    type: 'image/png',
    purpose,
  });
  return {
    name: '스뮤니티 SMUNITY',
    short_name: '스뮤니티',
    description: '상명대학교 학생을 위한 졸업요건 검사 사이트',
    lang: 'ko',
    dir: 'ltr',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    theme_color: designToken('--su-color-primary'),
    background_color: designToken('--su-color-background'),
    icons: [
      icon('icon-192.png', 192, 'any'),
      icon('icon-512.png', 512, 'any'),
      icon('icon-maskable-192.png', 192, 'maskable'),
      icon('icon-maskable-512.png', 512, 'maskable'),
    ],
  };
}

class SiteAssetsPlugin {
  /** @param {{ publicDir: string, siteUrl: string }} options */
  constructor({ publicDir, siteUrl }) {
    this.publicDir = publicDir;
    this.siteUrl = siteUrl;
  }

  apply(compiler) {
    compiler.hooks.thisCompilation.tap('SiteAssetsPlugin', (compilation) => {
      const iconsDir = path.join(this.publicDir, 'icons');
      compilation.fileDependencies.add(path.join(this.publicDir, 'index.html'));
      compilation.contextDependencies.add(iconsDir);
      compilation.hooks.processAssets.tap(
        {
          name: 'SiteAssetsPlugin',
          stage: compilation.constructor.PROCESS_ASSETS_STAGE_ADDITIONAL,
        },
        () => {
          for (const file of fs.readdirSync(iconsDir)) {
            const source = new sources.RawSource(fs.readFileSync(path.join(iconsDir, file)));
            compilation.emitAsset(`icons/${file}`, source);
          }
          const manifest = `${JSON.stringify(webAppManifest(), null, 2)}\n`;
          compilation.emitAsset('manifest.webmanifest', new sources.RawSource(manifest));
        },
      );
      // %SITE_URL% and %THEME_COLOR% in public/index.html, and its texts in each language:
      // index.html in Korean, index.en.html (build/document-texts.js).
      HtmlWebpackPlugin.getHooks(compilation).beforeEmit.tap('SiteAssetsPlugin', (data) => {
        const html = data.html
          .replaceAll('%SITE_URL%', this.siteUrl)
          .replaceAll('%THEME_COLOR%', designToken('--su-color-primary'));
        for (const document of documentsInEachLanguage(html)) {
          if (document.file === data.outputName) data.html = document.html;
          else compilation.emitAsset(document.file, new sources.RawSource(document.html));
        }
        return data;
      });
    });
  }
}

module.exports = { SiteAssetsPlugin, buildCommit, webAppManifest };

/**
 * The shell's webpack configuration with the above: shell/webpack.config.js ends with
 * `module.exports = withSiteAssets(module.exports)`, whatever builds the base configuration.
 */
function withSiteAssets(baseConfig, dir = path.join(__dirname, '..')) {
  return (env, argv) => {
    const config = baseConfig(env, argv);
    config.plugins.push(
      new SiteAssetsPlugin({ publicDir: path.join(dir, 'public'), siteUrl: siteUrlFrom() }),
      new DefinePlugin({ 'process.env.APP_COMMIT': JSON.stringify(buildCommit()) }),
    );
    return config;
  };
}

module.exports.withSiteAssets = withSiteAssets;
