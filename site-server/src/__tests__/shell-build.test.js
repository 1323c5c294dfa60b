// The shell build's hand-off files are read through the page contract's validators
// (mf-platform/contract/): the shape the shell's build checked before writing them, or a clear
// error naming the file; a file that is not there is a shell built without it.
'use strict';

const { afterEach, beforeEach, describe, expect, it } = require('@jest/globals');

const fs = require('node:fs');
const os = require('node:os');
const path = require('node:path');
const { shellBuild, shellPageIn } = require('../shell-build');
const { areaFramesFrom } = require('@smunity/mf-platform/contract/area-frames-file');
const { areaChunksFrom } = require('@smunity/mf-platform/contract/area-chunks-file');

const FRAME = { current: '/qna', before: '<header>', after: '</main>' };
const FRAMES = {
  head: '<html><body><div id="root">',
  tail: '</div></body></html>',
  frames: [FRAME, { ...FRAME, current: null }],
  memberFrames: { member: [FRAME], admin: [FRAME] },
};
const CHUNKS = { scripts: ['/federation.js'], styles: ['/federation.css'] };

/** @type {string} */
let root;

beforeEach(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'shell-build-'));
  fs.writeFileSync(path.join(root, 'index.html'), '<html></html>');
});

afterEach(() => fs.rmSync(root, { recursive: true, force: true }));

/**
 * @param {string} file
 * @param {unknown} json
 */
const write = (file, json) => fs.writeFileSync(path.join(root, file), JSON.stringify(json));

describe('shellBuild', () => {
  it('reads the frames in each language and the chunks the shell build wrote', async () => {
    const english = { ...FRAMES, head: '<html lang="en"><body><div id="root">' };
    write('area-frames.json', FRAMES);
    write('area-frames.en.json', english);
    write('area-chunks.json', CHUNKS);
    fs.writeFileSync(path.join(root, 'index.en.html'), '<html lang="en"></html>');

    const shell = await shellBuild(root).read();

    expect(shell.frames).toEqual({ ko: FRAMES, en: english });
    expect(shell.shellChunks).toEqual(CHUNKS);
    expect(shellPageIn(shell, 'en')).toEqual({
      template: '<html lang="en"></html>',
      shellChunks: CHUNKS,
      frames: english,
    });
    expect(shellPageIn(shell, 'ko').template).toBe('<html></html>');
  });

  it('never frames a page in another language than the frames were built in', async () => {
    write('area-frames.json', FRAMES);

    const shell = await shellBuild(root).read();

    // A shell built before English frames: English pages get its English document, no frames.
    expect(shellPageIn(shell, 'en').frames).toBeUndefined();
    expect(shellPageIn(shell, 'ko').frames).toEqual(FRAMES);
    // …and Korean's document where it has no English one either.
    expect(shellPageIn(shell, 'en').template).toBe('<html></html>');
  });

  it('reads a shell built without the files as one with no frames and no chunks', async () => {
    const shell = await shellBuild(root).read();

    expect(shell.frames).toEqual({ ko: undefined, en: undefined });
    expect(shell.shellChunks).toEqual({ scripts: [], styles: [] });
  });

  it("sees a new build in any language's files as a new version", async () => {
    const files = shellBuild(root);
    const before = await files.version();
    write('area-frames.en.json', FRAMES);
    expect(await files.version()).not.toBe(before);
  });

  it('names the file and what is wrong in one of another shape', async () => {
    write('area-frames.json', { ...FRAMES, frames: [FRAME, { current: '/qna', before: '' }] });
    await expect(shellBuild(root).read()).rejects.toThrow(
      `area-frames.json of the shell build in ${root}: its frames[1] is not a frame`,
    );

    write('area-frames.json', FRAMES);
    write('area-chunks.json', { scripts: '/federation.js', styles: [] });
    await expect(shellBuild(root).read()).rejects.toThrow('area-chunks.json of the shell build in');
  });
});

describe('the shell build files in the page contract', () => {
  it('keeps a shell built before members had frames of their own', () => {
    const guestOnly = { head: FRAMES.head, tail: FRAMES.tail, frames: FRAMES.frames };
    expect(areaFramesFrom(guestOnly)).toEqual(guestOnly);
  });

  it.each([
    ['not an object', [], 'it is not an object'],
    ['without its head', { ...FRAMES, head: undefined }, 'its head or tail is not a string'],
    ['frames not a list', { ...FRAMES, frames: {} }, 'its frames is not a list'],
    [
      "an admin's frame without markup",
      { ...FRAMES, memberFrames: { member: [FRAME], admin: [{ current: null }] } },
      'its memberFrames.admin[0] is not a frame',
    ],
  ])('refuses frames %s', (_what, json, message) => {
    expect(() => areaFramesFrom(json)).toThrow(message);
  });

  it('refuses chunks that are not lists of strings', () => {
    expect(areaChunksFrom(CHUNKS)).toEqual(CHUNKS);
    expect(() => areaChunksFrom({ scripts: [1], styles: [] })).toThrow(
      'its scripts are not a list of strings',
    );
    expect(() => areaChunksFrom({ scripts: [] })).toThrow('its styles are not a list of strings');
  });
});
