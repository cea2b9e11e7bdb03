import { PGlite } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

const t = Date.now();
const db = await PGlite.create('memory://', { extensions: { pg_trgm } });
await db.exec(
  "create extension if not exists pg_trgm; create table t(a text); create index on t using gin (lower(a) gin_trgm_ops); insert into t select 'user'||g from generate_series(1,20000) g; analyze t;",
);
console.log((await db.query("explain select * from t where lower(a) like '%ser12%'")).rows);
console.log(Date.now() - t);
const dump = await db.dumpDataDir('none');
const t2 = Date.now();
const db2 = await PGlite.create({ loadDataDir: dump, extensions: { pg_trgm } });
console.log((await db2.query("select count(*) from t where lower(a) like '%ser12%'")).rows, Date.now() - t2);
