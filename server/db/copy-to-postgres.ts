// Moves the embedded database (PGlite in DATA_DIR, the server stopped) into an empty Postgres: every table of the
// schema copied row for row, in an order that satisfies the foreign keys, in one transaction (all or nothing).
// The target is migrated to the same schema first (openPostgres does it); the rows the migrations themselves write
// are replaced by the source's. The tables' own triggers (the problem counts, the users-changed notice) are
// switched off while copying, since their results are copied too; the serial columns' sequences are then moved
// past the copied values.
import type { PGlite, Transaction } from '@electric-sql/pglite';
import pg from 'pg';

/** Rows fetched and inserted at a time: a batch of submissions with their code is a few MiB at most. */
const BATCH = 500;

export interface CopyReport {
  tables: Array<{ table: string; rows: number }>;
}

const quote = (name: string) => `"${name.replace(/"/g, '""')}"`;

/** The schema's tables, each after the tables its foreign keys point at. */
async function tablesInOrder(source: PGlite): Promise<string[]> {
  const { rows: tables } = await source.query<{ name: string }>(`SELECT tablename AS name FROM pg_tables WHERE schemaname = 'public' ORDER BY tablename`);
  const { rows: edges } = await source.query<{ child: string; parent: string }>(
    `SELECT c.conrelid::regclass::text AS child, c.confrelid::regclass::text AS parent FROM pg_constraint c
      JOIN pg_namespace n ON n.oid = c.connamespace WHERE c.contype = 'f' AND n.nspname = 'public' AND c.conrelid <> c.confrelid`,
  );
  const unquote = (name: string) => name.replace(/^"|"$/g, '');
  const parents = new Map(tables.map((t) => [t.name, new Set<string>()]));
  for (const edge of edges) parents.get(unquote(edge.child))?.add(unquote(edge.parent));
  const ordered: string[] = [];
  const placed = new Set<string>();
  while (ordered.length < tables.length) {
    const next = tables.find((t) => !placed.has(t.name) && [...parents.get(t.name)!].every((p) => placed.has(p)));
    if (!next) throw new Error('the foreign keys between tables form a cycle; copy them with pg_dump instead');
    ordered.push(next.name);
    placed.add(next.name);
  }
  return ordered;
}

async function columnsOf(source: PGlite, table: string): Promise<{ columns: string[]; serials: string[] }> {
  const { rows } = await source.query<{ name: string; serial: boolean }>(
    `SELECT column_name AS name, coalesce(column_default LIKE 'nextval(%', false) AS serial FROM information_schema.columns
      WHERE table_schema = 'public' AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
    [table],
  );
  return { columns: rows.map((r) => r.name), serials: rows.filter((r) => r.serial).map((r) => r.name) };
}

async function* batchesOf(tx: Transaction, table: string): AsyncGenerator<string[]> {
  await tx.query(`DECLARE copy_rows NO SCROLL CURSOR FOR SELECT row_to_json(t)::text AS r FROM ${quote(table)} t`);
  for (;;) {
    const { rows } = await tx.query<{ r: string }>(`FETCH ${BATCH} FROM copy_rows`);
    if (rows.length === 0) break;
    yield rows.map((row) => row.r);
  }
  await tx.query('CLOSE copy_rows');
}

/** Refuses a target that already has accounts: the copy replaces everything, and must never replace a live database. */
export async function copyToPostgres(source: PGlite, targetUrl: string): Promise<CopyReport> {
  const target = new pg.Client({ connectionString: targetUrl });
  await target.connect();
  try {
    const { rows: [{ users } = { users: 0 }] } = await target.query<{ users: number }>('SELECT count(*)::int AS users FROM users');
    if (users > 0) throw new Error(`the Postgres database already has ${users} account${users === 1 ? '' : 's'}: moving the embedded database goes into a new, empty database only`);
    const tables = await tablesInOrder(source);
    const report: CopyReport = { tables: [] };
    await target.query('BEGIN');
    try {
      await target.query('SET LOCAL statement_timeout = 0');
      for (const table of tables) await target.query(`ALTER TABLE ${quote(table)} DISABLE TRIGGER USER`);
      await target.query(`TRUNCATE ${tables.map(quote).join(', ')}`);
      for (const table of tables) {
        const { columns, serials } = await columnsOf(source, table);
        const list = columns.map(quote).join(', ');
        let copied = 0;
        await source.transaction(async (tx) => {
          for await (const batch of batchesOf(tx, table)) {
            await target.query(`INSERT INTO ${quote(table)} (${list}) SELECT ${list} FROM json_populate_recordset(null::${quote(table)}, $1::json)`, [`[${batch.join(',')}]`]);
            copied += batch.length;
          }
        });
        for (const column of serials) {
          await target.query(`SELECT setval(pg_get_serial_sequence($1, $2), coalesce((SELECT max(${quote(column)}) FROM ${quote(table)}), 0) + 1, false)`, [quote(table), column]);
        }
        report.tables.push({ table, rows: copied });
      }
      for (const table of tables) await target.query(`ALTER TABLE ${quote(table)} ENABLE TRIGGER USER`);
      await target.query('COMMIT');
    } catch (error) {
      await target.query('ROLLBACK').catch(() => {});
      throw error;
    }
    return report;
  } finally {
    await target.end();
  }
}
