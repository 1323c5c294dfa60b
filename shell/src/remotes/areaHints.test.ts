import { AREA_HINTS_ELEMENT_ID } from '@smunity/mf-platform/contract/area-hints-element';
import { releaseAreaHints } from './areaHints';

const hrefsOfPreloads = () =>
  [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="preload"]')].map((link) =>
    link.getAttribute('href'),
  );

afterEach(() => {
  document.head.innerHTML = '';
});

describe('releaseAreaHints', () => {
  it("moves the template's preload links into <head>, in order, and removes the template", () => {
    document.head.innerHTML =
      `<template id="${AREA_HINTS_ELEMENT_ID}">` +
      '<link rel="preload" as="script" fetchpriority="low" href="/federation.js">' +
      '<link rel="preload" as="fetch" crossorigin="anonymous" fetchpriority="low" href="https://qna.example/mf-manifest.json">' +
      '</template>';
    // Inert until released: a template's content is not part of the document.
    expect(hrefsOfPreloads()).toEqual([]);

    releaseAreaHints();

    expect(hrefsOfPreloads()).toEqual(['/federation.js', 'https://qna.example/mf-manifest.json']);
    expect(document.getElementById(AREA_HINTS_ELEMENT_ID)).toBeNull();
    const manifest = document.head.querySelector('link[as="fetch"]');
    expect(manifest?.getAttribute('crossorigin')).toBe('anonymous');
  });

  it('leaves a page without the template as it is', () => {
    document.head.innerHTML = '<link rel="preload" as="script" href="/vendor.js">';
    releaseAreaHints();
    expect(hrefsOfPreloads()).toEqual(['/vendor.js']);
  });
});
