/**
 * Splits an SQL script into its statements at top-level semicolons, skipping semicolons inside
 * quoted strings, quoted identifiers, dollar-quoted bodies and comments. Needed because
 * parameterised queries (how both drivers send Kysely's raw SQL through PGlite) accept only
 * one statement at a time. Statements keep their text; empty ones (comments only) are dropped.
 */
export function splitSqlStatements(script: string): string[] {
  const statements: string[] = [];
  let start = 0;
  let index = 0;
  let hasCode = false;

  const finish = (end: number) => {
    const statement = script.slice(start, end).trim();
    if (hasCode) statements.push(statement);
    start = end + 1;
    hasCode = false;
  };

  while (index < script.length) {
    const char = script[index];
    const next = script[index + 1];
    if (char === '-' && next === '-') {
      index = endOf(script, '\n', index + 2);
    } else if (char === '/' && next === '*') {
      index = endOfBlockComment(script, index + 2);
    } else if (char === "'" || char === '"') {
      hasCode = true;
      index = endOfQuoted(script, char, index + 1);
    } else if (char === '$') {
      hasCode = true;
      const tag = dollarTagAt(script, index);
      index = tag === null ? index + 1 : endOfDollarQuoted(script, tag, index + tag.length);
    } else if (char === ';') {
      finish(index);
      index += 1;
    } else {
      if (char !== undefined && !/\s/.test(char)) hasCode = true;
      index += 1;
    }
  }
  finish(script.length);
  return statements;
}

/** Index just past the next `terminator` (or the end of the script). */
function endOf(script: string, terminator: string, from: number): number {
  const found = script.indexOf(terminator, from);
  return found === -1 ? script.length : found + 1;
}

function endOfDollarQuoted(script: string, tag: string, from: number): number {
  const found = script.indexOf(tag, from);
  return found === -1 ? script.length : found + tag.length;
}

/** Block comments nest in PostgreSQL. */
function endOfBlockComment(script: string, from: number): number {
  let depth = 1;
  let index = from;
  while (index < script.length && depth > 0) {
    if (script.startsWith('/*', index)) {
      depth += 1;
      index += 2;
    } else if (script.startsWith('*/', index)) {
      depth -= 1;
      index += 2;
    } else {
      index += 1;
    }
  }
  return index;
}

/** A doubled quote inside a quoted string or identifier is an escaped quote, not its end. */
function endOfQuoted(script: string, quote: string, from: number): number {
  let index = from;
  while (index < script.length) {
    if (script[index] === quote) {
      if (script[index + 1] !== quote) return index + 1;
      index += 2;
    } else {
      index += 1;
    }
  }
  return index;
}

/** `$tag$` or `$$` starting at `index`, or null when the `$` is something else (e.g. `$1`). */
function dollarTagAt(script: string, index: number): string | null {
  const match = /^\$([A-Za-z_][A-Za-z0-9_]*)?\$/.exec(script.slice(index, index + 64));
  return match === null ? null : match[0];
}
