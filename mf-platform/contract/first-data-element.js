// Where a page rendered with its api answers holds them (docs/adr/0044): the shell's server
// writes the element (site-server/src/page-html.js) and the page reads it before it hydrates
// (shared-ui's firstData). One name for both.
'use strict';

/** The id of the `<script type="application/json">` holding the page's answers. */
const FIRST_DATA_ELEMENT_ID = 'smunity-first-data';

module.exports = { FIRST_DATA_ELEMENT_ID };
