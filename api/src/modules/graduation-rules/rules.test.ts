/**
 * The rule tables: seeded from data/rules/*.csv (src/db/seed-rules.ts), read back into the
 * engine's RuleSet by the loader, which keeps it until the database announces a change.
 */
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { RuleSetError } from '../../audit';
import { loadRuleSet } from '../../audit/testing';
import { openMemberChanges, type MemberChanges } from '../../db/member-changes';
import { seedGraduationRules } from '../../db/seed-rules';
import { RULES_DATA_DIR } from '../../paths';
import { openTestDatabase, testDatabaseKinds, type TestDatabase } from '../../testing';
import { createRuleSetLoader } from './loader';

describe.each(testDatabaseKinds())('graduation rule tables (%s)', (kind) => {
  let database: TestDatabase;
  let changes: MemberChanges;
  let rulesCopy: string;
  beforeAll(async () => {
    database = await openTestDatabase(kind);
    changes = await openMemberChanges(database.db, { warn: () => {}, info: () => {} });
  });
  afterAll(async () => {
    await changes?.close();
    await database?.close();
  });
  beforeEach(async () => {
    rulesCopy = await mkdtemp(path.join(os.tmpdir(), 'smunity-rules-'));
    await cp(RULES_DATA_DIR, rulesCopy, { recursive: true });
  });
  afterEach(async () => {
    // Back to the shipped rules for the next test.
    await seedGraduationRules(database.db);
    await rm(rulesCopy, { recursive: true, force: true });
  });

  async function editRequirements(edit: (csv: string) => string): Promise<void> {
    const file = path.join(rulesCopy, 'requirements.csv');
    await writeFile(file, edit(await readFile(file, 'utf8')));
  }

  it('are seeded with every row of the files, notes included', async () => {
    const { db } = database;
    const count = async (table: Parameters<typeof db.selectFrom>[0]) =>
      (await db.selectFrom(table).selectAll().execute()).length;
    expect(await count('rule_requirements')).toBe(18);
    expect(await count('rule_sub_domain_merges')).toBe(2);
    expect(await count('rule_exemption_removals')).toBe(4);
    expect(await count('rule_own_balance_field_exclusions')).toBe(1);
    const merge = await db
      .selectFrom('rule_sub_domain_merges')
      .selectAll()
      .where('id', '=', 1)
      .executeTakeFirstOrThrow();
    expect(merge).toEqual({
      id: 1,
      cohort_from: 2024,
      cohort_to: null,
      sub_domain: 'BALANCE_NATURAL',
      merged_into: 'BALANCE_NATURAL_ENGINEER',
      note: '2024학번부터 균형(자연)과 균형(공학)을 균형(자연/공학)으로 통합',
    });
  });

  it('read back from the database, they are exactly the rule set of the files', async () => {
    const fromDatabase = await createRuleSetLoader(database.db, changes).ruleSet();
    expect(fromDatabase).toEqual(loadRuleSet());
  });

  it('are not rewritten when the files did not change', async () => {
    expect((await seedGraduationRules(database.db)).seeded).toBe(false);
  });

  it('are replaced when a file changed', async () => {
    await editRequirements((csv) =>
      csv.replace(
        '100,CULTURE,,,,,,,33,',
        '95,CULTURE,2026,,,,,,36,2026학번 교양\n100,CULTURE,,,,,,,33,',
      ),
    );
    expect((await seedGraduationRules(database.db, rulesCopy)).seeded).toBe(true);
    const culture = await database.db
      .selectFrom('rule_requirements')
      .select(['rank', 'cohort_from', 'value'])
      .where('target', '=', 'CULTURE')
      .orderBy('rank')
      .execute();
    expect(culture).toEqual([
      { rank: 95, cohort_from: 2026, value: '36' },
      { rank: 100, cohort_from: null, value: '33' },
    ]);
  });

  it('a broken file stops the seed with the row named and keeps the previous rules', async () => {
    await editRequirements((csv) => csv.replace('10,TOTAL,,,,,,,130', '10,TOTAL,,,,,,,ALL'));
    await expect(seedGraduationRules(database.db, rulesCopy)).rejects.toThrow(
      new RuleSetError('requirements 1행: value ALL은(는) BASIC, CORE, BALANCE에만 쓸 수 있습니다'),
    );
    const total = await database.db
      .selectFrom('rule_requirements')
      .select('value')
      .where('rank', '=', 10)
      .executeTakeFirstOrThrow();
    expect(total.value).toBe('130');
  });

  describe('the loader', () => {
    afterEach(async () => {
      await database.db.deleteFrom('rule_requirements').where('rank', '=', 5).execute();
    });

    it('reads once, and again after the database announces a rule change', async () => {
      const loader = createRuleSetLoader(database.db, changes);
      const first = await loader.ruleSet();
      expect(await loader.ruleSet()).toBe(first);
      await database.db
        .insertInto('rule_requirements')
        .values({ rank: 5, target: 'TOTAL', cohort_from: 2026, value: '120' })
        .execute();
      await changes.settled();
      const fresh = await loader.ruleSet();
      expect(fresh).not.toBe(first);
      expect(fresh.requirements[0]).toMatchObject({ rank: 5, target: 'TOTAL', value: 120 });
    });

    it('does not keep a failure: unusable rows fail the read, the next read tries again', async () => {
      // A second catch-all TOTAL row ranked before the real one makes rank 10 unreachable.
      await database.db
        .insertInto('rule_requirements')
        .values({ rank: 5, target: 'TOTAL', value: '120' })
        .execute();
      const loader = createRuleSetLoader(database.db, changes);
      await expect(loader.ruleSet()).rejects.toThrow(RuleSetError);
      await database.db.deleteFrom('rule_requirements').where('rank', '=', 5).execute();
      expect(await loader.ruleSet()).toEqual(loadRuleSet());
    });
  });
});
