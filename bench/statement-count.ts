/**
 * Counts the statements a database is sent (transactions' BEGIN and COMMIT included), so a bench can print the round
 * trips its work costs: the figure that bounds a spin when client, server and database share two cores.
 */
import type { Database, Queryable } from '../platform-api/src/db/database';

export interface StatementCount {
  db: Database;
  /** Statements sent since the last call, and restart counting. */
  take: () => number;
}

function counted(target: Queryable, count: () => void): Queryable {
  return {
    query: (sql, params) => {
      count();
      return target.query(sql, params);
    },
    exec: (sql) => {
      count();
      return target.exec(sql);
    },
  };
}

export function countStatements(db: Database): StatementCount {
  let statements = 0;
  const count = () => {
    statements += 1;
  };
  const wrapped: Database = {
    ...counted(db, count),
    kind: db.kind,
    transaction: (work) => {
      statements += 2;
      return db.transaction((tx) => work(counted(tx, count)));
    },
    close: () => db.close(),
    listen: (channel, onNotice, onLost) => db.listen(channel, onNotice, onLost),
  };
  return {
    db: wrapped,
    take: () => {
      const n = statements;
      statements = 0;
      return n;
    },
  };
}
