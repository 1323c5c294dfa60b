// Types of first-data-element.js, for shared-ui's firstData.
export declare const FIRST_DATA_ELEMENT_ID: 'smunity-first-data';
