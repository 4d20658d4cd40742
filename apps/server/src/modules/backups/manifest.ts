import { z } from 'zod';

/** What names a file as a Tevila backup, and the layout this version writes and reads. */
export const BACKUP_FORMAT = 'tevila-backup';
export const BACKUP_FORMAT_VERSION = 1;
export const MANIFEST_NAME = 'manifest.json';
export const TABLES_FOLDER = 'tables/';
export const UPLOADS_FOLDER = 'uploads/';

/** manifest.json, the archive's first file: what it holds and the schema it was taken at. */
export const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.number().int().positive(),
  createdAt: z.iso.datetime(),
  engine: z.enum(['pglite', 'pg']),
  /** The migrations the database had applied, oldest first (drizzle's hash and time of each). */
  migrations: z.array(z.object({ hash: z.string().min(1), createdAt: z.number().int() })),
  tables: z.array(z.object({ name: z.string().min(1), rows: z.number().int().nonnegative() })),
  uploads: z.array(z.object({ path: z.string().min(1), bytes: z.number().int().nonnegative() })),
  /**
   * The facilities whose rows it holds: every facility of the deployment (`npm run cli -- backup`), or
   * one (a facility's daily backup, `facility export`). Absent in a backup taken before facilities.
   */
  facilities: z.array(z.string().min(1)).optional(),
  /** Whether it holds the whole deployment, every facility; absent before facilities (it did). */
  whole: z.boolean().optional(),
});

export type Manifest = z.infer<typeof manifestSchema>;

/** A table's rows in the archive: one JSON object per line. */
export const tableEntry = (name: string) => `${TABLES_FOLDER}${name}.ndjson`;
