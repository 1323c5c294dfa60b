// When a nav link is current: React Router's NavLink rule as the header uses it (`end` off, the
// path compared case-insensitively, whole segments). The shell's build picks the frames of the
// areas' pages by it (shell/src/prerender.tsx) and the shell's server picks the frame of a
// requested path by it (site-server/src/page-html.js): one rule, so the two never disagree on
// which nav link a prerendered page marks current. If NavLink's rule changes, change it here.
'use strict';

/**
 * @param {string} path a page's path
 * @param {string} link a nav link's `to`
 * @returns {boolean}
 */
function isUnderNavLink(path, link) {
  const lowerPath = path.toLowerCase();
  const lowerLink = link.toLowerCase();
  return lowerPath === lowerLink || lowerPath.startsWith(`${lowerLink}/`);
}

module.exports = { isUnderNavLink };
