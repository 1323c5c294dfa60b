import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

// The api's import graph has no cycles, neither between files nor between domain folders
// (src/modules/<domain>): members ← auth ← accounts, never back (docs/adr/0016). A cycle makes
// load order matter and lets two domains grow into one; this fails on the first one added.
// A domain's queries.ts is its own: another domain goes through its service (or use-case file).

const SRC = path.resolve(__dirname, '..');

function sourceFiles(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(folder, entry.name);
    if (entry.isDirectory()) return sourceFiles(full);
    return entry.name.endsWith('.ts') && !entry.name.endsWith('.test.ts') ? [full] : [];
  });
}

/** Relative imports of a file (type-only ones too: they couple the modules all the same). */
function importsOf(file: string): string[] {
  const text = readFileSync(file, 'utf8');
  const specifiers = [...text.matchAll(/\bfrom\s+'(\.[^']+)'/g)].map((match) => match[1]!);
  return specifiers.map((specifier) => {
    const target = path.resolve(path.dirname(file), specifier);
    // A .d.ts: the typed JavaScript of bench/, which src/testing drives.
    for (const candidate of [`${target}.ts`, path.join(target, 'index.ts'), `${target}.d.ts`]) {
      try {
        readFileSync(candidate);
        return candidate;
      } catch {
        // try the next form
      }
    }
    throw new Error(`${path.relative(SRC, file)}: cannot resolve '${specifier}'`);
  });
}

/** Every cycle of a graph, each as the path that closes it (depth-first search). */
function findCycles(graph: Map<string, Set<string>>): string[][] {
  const cycles: string[][] = [];
  const state = new Map<string, 'open' | 'done'>();
  const stack: string[] = [];
  const visit = (node: string) => {
    state.set(node, 'open');
    stack.push(node);
    for (const next of graph.get(node) ?? []) {
      if (state.get(next) === 'open') cycles.push([...stack.slice(stack.indexOf(next)), next]);
      else if (!state.has(next)) visit(next);
    }
    stack.pop();
    state.set(node, 'done');
  };
  for (const node of graph.keys()) if (!state.has(node)) visit(node);
  return cycles;
}

const files = sourceFiles(SRC);
const fileGraph = new Map(
  files.map((file) => [
    path.relative(SRC, file),
    new Set(importsOf(file).map((target) => path.relative(SRC, target))),
  ]),
);

function domainOf(file: string): string | null {
  const match = /^modules\/([^/]+)\//.exec(file);
  return match ? match[1]! : null;
}

/** Whether `file` (a domain's) imports the queries.ts of another domain. */
function isQueriesOfAnotherDomain(file: string, target: string): boolean {
  const from = domainOf(file);
  return (
    from !== null &&
    path.basename(target) === 'queries.ts' &&
    ![null, from].includes(domainOf(target))
  );
}

describe('import graph of api/src', () => {
  it('has no cycle between files', () => {
    expect(findCycles(fileGraph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it('has no cycle between the domain folders of src/modules', () => {
    const domainGraph = new Map<string, Set<string>>();
    for (const [file, targets] of fileGraph) {
      const from = domainOf(file);
      if (from === null) continue;
      const edges = domainGraph.get(from) ?? new Set<string>();
      domainGraph.set(from, edges);
      for (const target of targets) {
        const to = domainOf(target);
        if (to !== null && to !== from) edges.add(to);
      }
    }
    expect(domainGraph.size).toBeGreaterThan(5);
    expect(findCycles(domainGraph).map((cycle) => cycle.join(' → '))).toEqual([]);
  });

  it("has no domain importing another domain's queries.ts", () => {
    const reaching = [...fileGraph].flatMap(([file, targets]) =>
      [...targets]
        .filter((target) => isQueriesOfAnotherDomain(file, target))
        .map((target) => `${file} → ${target}`),
    );
    expect(reaching).toEqual([]);
  });

  it("notices an import of another domain's queries.ts (the rule itself)", () => {
    expect(isQueriesOfAnotherDomain('modules/plan/service.ts', 'modules/courses/queries.ts')).toBe(
      true,
    );
    expect(isQueriesOfAnotherDomain('modules/plan/service.ts', 'modules/plan/queries.ts')).toBe(
      false,
    );
    expect(isQueriesOfAnotherDomain('modules/plan/service.ts', 'modules/courses/service.ts')).toBe(
      false,
    );
  });

  it('notices a cycle (the detector itself)', () => {
    const graph = new Map([
      ['a', new Set(['b'])],
      ['b', new Set(['c'])],
      ['c', new Set(['a'])],
    ]);
    expect(findCycles(graph)).toEqual([['a', 'b', 'c', 'a']]);
  });
});
