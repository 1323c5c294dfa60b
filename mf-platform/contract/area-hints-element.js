// Where a prerendered page keeps the preload hints of its area's chain (docs/adr/0064): the
// shell's server writes them into an inert <template> (site-server/src/page-html.js) and the shell
// moves them into <head> once the page has painted (shell/src/remotes/areaHints.ts). One name
// for both.
'use strict';

/** The id of the `<template>` holding a prerendered page's chain hints. */
const AREA_HINTS_ELEMENT_ID = 'smunity-area-hints';

module.exports = { AREA_HINTS_ELEMENT_ID };
