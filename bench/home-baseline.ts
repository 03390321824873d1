// Baseline for bench/home.ts: a bare node:http server that answers each request with the one
// statement GET /api/v1/me/waiting runs for an officer with every role, built by the same
// function (apps/api/src/modules/home/repository.ts) and run through the same driver on the same
// PostgreSQL database (a pool of the portal's size). No session, roles, cards, schema or framework.
// Usage: <port> <database url>
import http from 'node:http';
import { PgDialect } from 'drizzle-orm/pg-core';
import pg from 'pg';
import { waitingCardKeys } from '@cp/contracts/home';
import { planOf } from '../apps/api/src/modules/home/waiting';
import { waitingSql } from '../apps/api/src/modules/home/repository';
import { thisWeek } from '../apps/api/src/modules/home/waiting-week';
import { officer } from './home-data';

const [port, url] = process.argv.slice(2) as [string, string];
const pool = new pg.Pool({ connectionString: url, max: 10 });
const dialect = new PgDialect();

/** The statement for this week, compiled once a request as the portal builds it once a request. */
async function waiting(): Promise<unknown> {
  const plan = planOf([...waitingCardKeys], officer, thisWeek());
  const query = dialect.sqlToQuery(waitingSql(plan)!);
  const { rows } = await pool.query(query.sql, query.params);
  return rows[0];
}

http
  .createServer((_request, response) => {
    waiting().then(
      (row) => {
        response.writeHead(200, { 'content-type': 'application/json' });
        response.end(JSON.stringify(row));
      },
      () => {
        response.writeHead(500);
        response.end();
      },
    );
  })
  .listen(Number(port));
