import { splitSqlStatements } from './sql-statements';

describe('splitSqlStatements', () => {
  it('splits at top-level semicolons and trims', () => {
    expect(
      splitSqlStatements('create table a (id int);\n\n  create index a_i on a (id) ;'),
    ).toEqual(['create table a (id int)', 'create index a_i on a (id)']);
  });

  it('keeps a last statement without a semicolon', () => {
    expect(splitSqlStatements('select 1; select 2')).toEqual(['select 1', 'select 2']);
  });

  it('ignores semicolons in strings, quoted identifiers and comments', () => {
    const script = [
      "insert into t values ('a;b', 'it''s; fine');",
      'create table "we;ird" (id int); -- trailing; comment',
      '/* block; /* nested; */ still comment; */ select 3;',
    ].join('\n');

    expect(splitSqlStatements(script)).toEqual([
      "insert into t values ('a;b', 'it''s; fine')",
      'create table "we;ird" (id int)',
      // The comments stay in the statement text; PostgreSQL ignores them.
      '-- trailing; comment\n/* block; /* nested; */ still comment; */ select 3',
    ]);
  });

  it('keeps dollar-quoted bodies whole', () => {
    const script =
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql;' +
      ' do $$ begin perform 1; end $$;';

    expect(splitSqlStatements(script)).toEqual([
      'create function f() returns int as $body$ begin return 1; end; $body$ language plpgsql',
      'do $$ begin perform 1; end $$',
    ]);
  });

  it('does not mistake parameters for dollar quotes', () => {
    expect(splitSqlStatements('select $1; select $2')).toEqual(['select $1', 'select $2']);
  });

  it('drops statements that are only comments or whitespace', () => {
    expect(splitSqlStatements('-- header\n;\n/* nothing */;\n select 1;\n-- footer\n')).toEqual([
      'select 1',
    ]);
  });
});
