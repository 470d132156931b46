import { describe, expect, it } from 'vitest';
import { testDatabaseUrl } from '../config.ts';
import { connect } from './connect.ts';
import { databaseUrlsOf, FailoverPool } from './failover-pool.ts';

describe('several database hosts', () => {
  it('splits a libpq-style host list into one URL per host, keeping user, database and parameters', () => {
    expect(databaseUrlsOf('postgres://gsn:s3cret@db1:5432,db2:5433/portal?sslmode=require')).toEqual([
      'postgres://gsn:s3cret@db1:5432/portal?sslmode=require',
      'postgres://gsn:s3cret@db2:5433/portal?sslmode=require',
    ]);
    expect(databaseUrlsOf('postgresql://db1,db2/portal')).toEqual(['postgresql://db1/portal', 'postgresql://db2/portal']);
    // one host: unchanged
    expect(databaseUrlsOf('postgres://root@127.0.0.1:5432/test')).toEqual(['postgres://root@127.0.0.1:5432/test']);
  });

  it('answers through the writable host, skipping one that is down, and the app runs on it', async () => {
    const url = testDatabaseUrl();
    if (!url) return; // the embedded engine has one database, in the process
    const u = new URL(url);
    // a host where nothing listens first, then the real server
    const both = `${u.protocol}//${u.username ? `${u.username}@` : ''}127.0.0.1:1,${u.host}${u.pathname}`;
    const database = await connect({ databaseUrl: both, poolSize: 2 });
    try {
      const pool = database.pool as FailoverPool;
      expect(pool).toBeInstanceOf(FailoverPool);
      expect(pool.primary).toBe(u.host);
      const { rows } = (await pool.query('select pg_is_in_recovery() as standby')) as { rows: { standby: boolean }[] };
      expect(rows[0]?.standby).toBe(false);
      // transactions take their connection from it too (Drizzle sees a pg.Pool)
      const n = await database.db.transaction(async (tx) => (await tx.execute('select 41 + 1 as n')).rows[0]);
      expect(n).toEqual({ n: 42 });
      expect(pool.totalCount).toBeGreaterThan(0);
    } finally {
      await database.close();
    }
  });
});
