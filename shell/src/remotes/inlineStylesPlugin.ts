import type { ModuleFederationRuntimePlugin } from '@module-federation/enhanced/runtime';

/**
 * A remote's stylesheet that the page already holds inline is not fetched again. The shell's
 * server sends a guest's area page with the remote's first view and that build's CSS inline, as
 * <style data-href="<the stylesheet's URL>"> (docs/adr/0041); the runtime, loading the exposed
 * module, would add a <link rel=stylesheet> for the same file (the same rules, downloaded twice).
 * It gets the inline element instead, which it attaches (moves to the end of <head>, where its
 * link would go) and which fires `load` once its rules apply. mini-css-extract skips the file by
 * the same data-href.
 */
export function createInlineStylesPlugin(): ModuleFederationRuntimePlugin {
  return {
    name: 'smunity-inline-styles',
    createLink({ url, attrs }) {
      if (attrs?.['rel'] !== 'stylesheet') return undefined;
      const inline = [...document.querySelectorAll('style[data-href]')].find(
        (style) => style.getAttribute('data-href') === url,
      );
      // The runtime only attaches the element and listens for load/error, as on a <link>.
      return inline ? { link: inline as unknown as HTMLLinkElement } : undefined;
    },
  };
}
