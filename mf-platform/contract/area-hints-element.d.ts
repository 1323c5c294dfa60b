// Types of area-hints-element.js, for the shell's areaHints.
export declare const AREA_HINTS_ELEMENT_ID: 'smunity-area-hints';
