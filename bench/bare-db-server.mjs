// Baselines on the same database as the server: a bare single-row INSERT and a primary-key SELECT,
// each behind a bare Fastify route in its own process.
import Fastify from 'fastify';

const ddl =
  'CREATE TABLE IF NOT EXISTS bench_rows (id serial PRIMARY KEY, at timestamptz NOT NULL DEFAULT now(), payload text)';
let query;
if (process.env.DATABASE_URL) {
  const { default: pg } = await import('pg');
  const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: 10 });
  query = (text, values) => pool.query(text, values);
} else {
  const { PGlite } = await import('@electric-sql/pglite');
  const db = new PGlite(process.env.PGLITE_DIR);
  query = (text, values) => db.query(text, values);
}
await query(ddl);
await query("INSERT INTO bench_rows (payload) VALUES ('first')");

const app = Fastify({ logger: false });
app.post('/insert', async () => {
  const r = await query('INSERT INTO bench_rows (payload) VALUES ($1) RETURNING id', ['x']);
  return { id: r.rows[0].id };
});
app.get('/select', async () => (await query('SELECT * FROM bench_rows WHERE id = $1', [1])).rows[0]);
await app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' });
process.on('SIGTERM', () => app.close().then(() => process.exit(0)));
