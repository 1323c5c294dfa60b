// A remote's render bundle runs in a process it cannot leave (docs/adr/0044): no file, no process,
// no environment; a render that hangs is ended and the next page is rendered by a new process; a
// burst beyond the waiting limit is refused at once. Real child processes.
'use strict';

const { afterEach, describe, expect, it } = require('@jest/globals');
const { viewRenderer } = require('../view-renderer');
const { remoteRenderers } = require('../remote-renderers');
const { RENDERER_UID, rendererLaunch } = require('../renderer-confinement');

/** A CommonJS bundle as the remote's Node build writes it, with its renderPage's body. */
const bundle = (/** @type {string} */ body) =>
  `exports.renderPage = function renderPage(path, answers) { ${body} };`;
const ECHO = bundle("return '<p>' + path + ' ' + JSON.stringify(answers) + '</p>';");

/** @type {ReturnType<typeof viewRenderer>} each test's (closed after it) */
let renderer;
afterEach(() => renderer?.close());

/**
 * @param {string} build
 * @param {string} source
 * @param {string} [path]
 * @param {Record<string, unknown>} [answers]
 */
const render = (build, source, path = 'questions', answers = {}) =>
  renderer.render({ build, source: async () => source, path, answers });

describe('viewRenderer', () => {
  it("renders a path with its answers by the build's bundle, loading each build's source once", async () => {
    renderer = viewRenderer();
    let reads = 0;
    const source = async () => {
      reads += 1;
      return ECHO;
    };
    const answers = { '/api/v1/questions?page=0': { content: [{ id: 1 }] } };
    await expect(
      renderer.render({ build: 'https://qna/b1/', source, path: 'questions', answers }),
    ).resolves.toBe('<p>questions {"/api/v1/questions?page=0":{"content":[{"id":1}]}}</p>');
    await renderer.render({ build: 'https://qna/b1/', source, path: 'questions/7', answers: {} });
    expect(reads).toBe(1);
    // Another build (a deploy) brings its own code.
    await expect(render('https://qna/b2/', bundle("return 'b2 ' + path;"), 'terms')).resolves.toBe(
      'b2 terms',
    );
  });

  it("loads a build's bundle ahead of its first page when asked to prepare it", async () => {
    renderer = viewRenderer();
    let reads = 0;
    const source = async () => {
      reads += 1;
      return ECHO;
    };
    await renderer.prepare({ build: 'https://qna/b1/', source });
    expect(reads).toBe(1);
    await expect(
      renderer.render({ build: 'https://qna/b1/', source, path: 'terms', answers: {} }),
    ).resolves.toBe('<p>terms {}</p>');
    expect(reads).toBe(1);
  });

  it('gives the bundle no file, no process and no environment', async () => {
    renderer = viewRenderer();
    const tried = bundle(`
      const attempt = (run) => { try { run(); return 'allowed'; } catch (error) { return error.code; } };
      return JSON.stringify({
        read: attempt(() => require('node:fs').readFileSync('/etc/hostname')),
        write: attempt(() => require('node:fs').writeFileSync('/tmp/view-renderer-escape', 'x')),
        spawn: attempt(() => require('node:child_process').execFileSync('true')),
        worker: attempt(() => new (require('node:worker_threads').Worker)('1', { eval: true })),
        env: Object.keys(process.env),
      });`);
    const result = JSON.parse(await render('https://qna/b1/', tried));
    expect(result).toEqual({
      read: 'ERR_ACCESS_DENIED',
      write: 'ERR_ACCESS_DENIED',
      spawn: 'ERR_ACCESS_DENIED',
      worker: 'ERR_ACCESS_DENIED',
      env: [],
    });
  });

  it('lets a bundle load only built-in modules', async () => {
    renderer = viewRenderer();
    const source = `require('react'); ${ECHO}`;
    await expect(render('https://qna/b1/', source)).rejects.toThrow(
      /failed to load: the render bundle asked for react, not a built-in module/,
    );
  });

  it("renders in the page's language by a bundle that loads its texts first, Korean if not said", async () => {
    renderer = viewRenderer();
    // As the remote's Node build writes it: renderPage awaits the language's catalogs, then renders.
    const source = `exports.renderPage = async function renderPage(path, answers, member, language) {
      await Promise.resolve();
      return '<p lang="' + language + '">' + path + '</p>';
    };`;
    const page = (/** @type {'ko' | 'en' | undefined} */ language) =>
      renderer.render({
        build: 'https://qna/b1/',
        source: async () => source,
        path: 'questions',
        answers: {},
        ...(language && { language }),
      });
    await expect(page('en')).resolves.toBe('<p lang="en">questions</p>');
    await expect(page(undefined)).resolves.toBe('<p lang="ko">questions</p>');
    // A rejected promise is a failed render, as a throw is.
    const failing = bundle("return Promise.reject(new Error('no catalog'));");
    await expect(render('https://qna/b2/', failing)).rejects.toThrow('no catalog');
  });

  it('reports what a render throws, and renders the next page', async () => {
    renderer = viewRenderer();
    const source = bundle("if (path === 'broken') throw new Error('no such page'); return path;");
    await expect(render('https://qna/b1/', source, 'broken')).rejects.toThrow('no such page');
    await expect(render('https://qna/b1/', source, 'questions')).resolves.toBe('questions');
  });

  it('ends a render that hangs, and renders the next page in a new process', async () => {
    // Long enough for a new process to start and render on a loaded machine, short for a test.
    renderer = viewRenderer({ timeoutMs: 1500, warn: () => undefined });
    const source = bundle("if (path === 'hang') for (;;) {} return 'pid ' + process.pid;");
    const before = await render('https://qna/b1/', source, 'questions');
    await expect(render('https://qna/b1/', source, 'hang')).rejects.toThrow(
      'a render took longer than 1500 ms',
    );
    const after = await render('https://qna/b1/', source, 'questions');
    expect(after).toMatch(/^pid \d+$/);
    expect(after).not.toBe(before);
  });

  it('ends the process of a render that outgrows its heap, and renders the next page', async () => {
    renderer = viewRenderer({ timeoutMs: 30_000, warn: () => undefined });
    const source = bundle(
      "if (path === 'grow') { const kept = []; for (;;) kept.push(new Array(1e6).fill(path)); } return path;",
    );
    await expect(render('https://qna/b1/', source, 'grow')).rejects.toThrow(
      'the view renderer stopped',
    );
    await expect(render('https://qna/b1/', source, 'questions')).resolves.toBe('questions');
    // Filling the sandbox's heap takes seconds on a busy machine: the test allows what the
    // renderer allows the render (30 s) and the restart.
  }, 60_000);

  it('refuses a render at once while as many as it allows are waiting', async () => {
    renderer = viewRenderer({ maxWaiting: 2, timeoutMs: 10_000 });
    // Asked in one go: no answer can come back in between, however fast the renders are.
    const source = bundle('return path;');
    const first = render('https://qna/b1/', source, 'a');
    const second = render('https://qna/b1/', source, 'b');
    await expect(render('https://qna/b1/', source, 'c')).rejects.toThrow(
      'the view renderer is busy',
    );
    await expect(Promise.all([first, second])).resolves.toEqual(['a', 'b']);
    await expect(render('https://qna/b1/', source, 'd')).resolves.toBe('d');
  });

  it('starts no process for a bundle whose source arrives after it was closed', async () => {
    renderer = viewRenderer();
    /** @type {((source: string) => void)[]} */
    const arrivals = [];
    const source = () =>
      new Promise((resolve) => {
        arrivals.push(resolve);
      });
    const preparing = renderer.prepare({ build: 'https://qna/b1/', source });
    const rendering = renderer.render({ build: 'https://qna/b2/', source, path: 'x', answers: {} });
    await new Promise((resolve) => setImmediate(resolve));
    expect(arrivals).toHaveLength(2);
    renderer.close();
    for (const arrive of arrivals) arrive(ECHO);
    await expect(preparing).resolves.toBeUndefined();
    await expect(rendering).rejects.toThrow('the view renderer is closed');
    expect(renderer.pid()).toBeUndefined();
  });

  it('renders nothing once closed', async () => {
    renderer = viewRenderer();
    await render('https://qna/b1/', ECHO);
    renderer.close();
    await expect(render('https://qna/b1/', ECHO)).rejects.toThrow('the view renderer is closed');
  });
});

describe('a renderer confined from the page server (issue 34)', () => {
  const startedByRoot = process.getuid?.() === 0;

  it('launches through unshare and setpriv only when started by root', () => {
    const exists = () => true;
    expect(rendererLaunch({ uid: 1000, exists })).toEqual({
      confined: false,
      execPath: process.execPath,
      wrapper: [],
    });
    expect(rendererLaunch({ uid: 0, exists: () => false }).confined).toBe(false);
    const asRoot = rendererLaunch({ uid: 0, exists });
    expect(asRoot.confined).toBe(true);
    expect(asRoot.wrapper).toEqual(
      expect.arrayContaining(['--net', `--reuid=${RENDERER_UID}`, '--clear-groups']),
    );
  });

  (startedByRoot ? it : it.skip)(
    'started by root: can signal no process of the site and has no network',
    async () => {
      renderer = viewRenderer();
      const tried = bundle(`
        const signal = (pid) => { try { process.kill(pid, 0); return 'allowed'; } catch (error) { return error.code; } };
        return JSON.stringify({
          uid: process.getuid(),
          parent: signal(process.ppid),
          interfaces: Object.values(require('node:os').networkInterfaces()).flat().length,
        });`);
      expect(JSON.parse(await render('https://qna/b1/', tried))).toEqual({
        uid: RENDERER_UID,
        parent: 'EPERM',
        interfaces: 0,
      });
    },
  );

  it('is started again, with its prepared builds, when it is killed', async () => {
    /** @type {string[]} */
    const warnings = [];
    let restarts = 0;
    /** @type {() => void} */
    let restarted = () => {};
    const startedAgain = new Promise((resolve) => (restarted = () => resolve(undefined)));
    renderer = viewRenderer({
      warn: (message) => warnings.push(message),
      onRestart: () => {
        restarts += 1;
        restarted();
      },
    });
    const source = async () => bundle("return 'pid ' + process.pid;");
    await renderer.prepare({ build: 'https://qna/b1/', source });
    const killed = /** @type {number} */ (renderer.pid());
    process.kill(killed, 'SIGKILL');
    // Started again without a page asking for it.
    await startedAgain;
    expect(renderer.pid()).toEqual(expect.any(Number));
    expect(renderer.pid()).not.toBe(killed);
    expect(restarts).toBe(1);
    expect(warnings).toContain('view renderer: ended (SIGKILL); starting it again');
    await expect(
      renderer.render({ build: 'https://qna/b1/', source, path: 'x', answers: {} }),
    ).resolves.toBe(`pid ${renderer.pid()}`);
  });
});

describe('remoteRenderers', () => {
  /** @type {ReturnType<typeof remoteRenderers>} each test's (closed after it) */
  let renderers;
  afterEach(() => renderers?.close());

  it("renders each remote's pages in a process of its own", async () => {
    renderers = remoteRenderers();
    const source = async () => bundle('return String(process.pid);');
    const pageOf = (/** @type {string} */ remote) =>
      renderers.render({ remote, build: `https://${remote}/b1/`, source, path: 'x', answers: {} });
    const [qna, mypage] = [await pageOf('mfe_qna'), await pageOf('mfe_mypage')];
    expect(qna).not.toBe(mypage);
    expect(await pageOf('mfe_qna')).toBe(qna);
    expect(renderers.pids()).toEqual({ mfe_qna: Number(qna), mfe_mypage: Number(mypage) });
  });
});
