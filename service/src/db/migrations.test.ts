import { migrations } from './migrations';

// Each area keeps its migrations in a file of its own; two areas taking the same number would make the start fail on
// schema_migrations' key (or, once one is recorded, skip the other for good).
describe('the migration list', () => {
  it('has each version once, every one named (migrations.ts sorts them)', () => {
    const versions = migrations.map((m) => m.version);
    expect(new Set(versions).size).toBe(versions.length);
    expect(versions.every((v) => Number.isInteger(v) && v > 0)).toBe(true);
    expect(migrations.filter((m) => m.name.trim() === '' || m.sql.trim() === '')).toEqual([]);
  });
});
