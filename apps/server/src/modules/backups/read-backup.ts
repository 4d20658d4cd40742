import { fieldsOf } from '@tevila/domain';
import { readArchive } from './archive.ts';
import {
  BACKUP_FORMAT,
  BACKUP_FORMAT_VERSION,
  MANIFEST_NAME,
  UPLOADS_FOLDER,
  manifestSchema,
  tableEntry,
} from './manifest.ts';
import type { Manifest } from './manifest.ts';
import type { Migration } from './repo.ts';
import { isSafeUploadPath } from './uploads.ts';
import { codeOf, messageOf } from '../../errors.ts';

/** A file refused as a backup, before anything was touched; the message says why, for the operator. */
export class BackupRefused extends Error {}

/** A backup read whole and checked: what a restore writes. */
export interface CheckedBackup {
  manifest: Manifest;
  /** Each table's rows, each the JSON text of one object. */
  tables: Map<string, string[]>;
  uploads: Map<string, Buffer>;
  /** How many of this build's migrations the backup's schema had applied. */
  migrationsApplied: number;
}

const NOT_A_BACKUP = 'This file is not a Tevila backup.';

async function entriesOf(file: string): Promise<Map<string, Buffer>> {
  try {
    return await readArchive(file);
  } catch (err) {
    if (codeOf(err) === 'ENOENT') throw new BackupRefused(`There is no file ${file}.`);
    throw new BackupRefused(`${NOT_A_BACKUP} (${messageOf(err)})`);
  }
}

function manifestOf(entries: Map<string, Buffer>): Manifest {
  const raw = entries.get(MANIFEST_NAME);
  if (raw === undefined) throw new BackupRefused(NOT_A_BACKUP);
  let json: unknown;
  try {
    json = JSON.parse(raw.toString('utf8'));
  } catch {
    throw new BackupRefused(NOT_A_BACKUP);
  }
  const format = fieldsOf(json);
  if (format.format !== BACKUP_FORMAT) throw new BackupRefused(NOT_A_BACKUP);
  if (typeof format.formatVersion === 'number' && format.formatVersion > BACKUP_FORMAT_VERSION)
    throw new BackupRefused(
      `This backup was written by a newer version of Tevila (backup format ${format.formatVersion}). Upgrade Tevila, then restore it.`,
    );
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) throw new BackupRefused(`${NOT_A_BACKUP} (its manifest is damaged)`);
  return parsed.data;
}

/** The backup's schema must be this build's, or an earlier one: its migrations a prefix of ours. */
function migrationsApplied(manifest: Manifest, build: readonly Migration[]): number {
  manifest.migrations.forEach((m, i) => {
    const ours = build[i];
    if (ours === undefined)
      throw new BackupRefused(
        `This backup was made by a newer version of Tevila: its database had ${manifest.migrations.length} migrations, this version knows ${build.length}. Upgrade Tevila, then restore it.`,
      );
    if (ours.hash !== m.hash)
      throw new BackupRefused(
        `This backup's database had a migration this version of Tevila does not have (number ${i + 1}). It cannot be restored here.`,
      );
  });
  return manifest.migrations.length;
}

/** Each table's lines, checked to be JSON objects and as many as the manifest says. */
function tablesOf(manifest: Manifest, entries: Map<string, Buffer>): Map<string, string[]> {
  const tables = new Map<string, string[]>();
  for (const { name, rows } of manifest.tables) {
    const raw = entries.get(tableEntry(name));
    if (raw === undefined)
      throw new BackupRefused(`This backup is incomplete: the table ${name} is missing.`);
    const lines = raw
      .toString('utf8')
      .split('\n')
      .filter((l) => l.length > 0);
    if (lines.length !== rows)
      throw new BackupRefused(
        `This backup is damaged: the table ${name} has ${lines.length} rows of ${rows}.`,
      );
    for (const line of lines) {
      let row: unknown;
      try {
        row = JSON.parse(line);
      } catch {
        row = undefined;
      }
      if (typeof row !== 'object' || row === null || Array.isArray(row))
        throw new BackupRefused(`This backup is damaged: a row of the table ${name} cannot be read.`);
    }
    tables.set(name, lines);
  }
  return tables;
}

function uploadsOf(manifest: Manifest, entries: Map<string, Buffer>): Map<string, Buffer> {
  const uploads = new Map<string, Buffer>();
  for (const { path, bytes } of manifest.uploads) {
    if (!isSafeUploadPath(path))
      throw new BackupRefused(`This backup is damaged: it names the file ${path}.`);
    const data = entries.get(`${UPLOADS_FOLDER}${path}`);
    if (data === undefined || data.length !== bytes)
      throw new BackupRefused(
        `This backup is incomplete: the uploaded file ${path} is missing or cut short.`,
      );
    uploads.set(path, data);
  }
  return uploads;
}

/** Reads a backup whole and checks everything a restore relies on, touching nothing. */
export async function readBackup(file: string, build: readonly Migration[]): Promise<CheckedBackup> {
  const entries = await entriesOf(file);
  const manifest = manifestOf(entries);
  const applied = migrationsApplied(manifest, build);
  return {
    manifest,
    tables: tablesOf(manifest, entries),
    uploads: uploadsOf(manifest, entries),
    migrationsApplied: applied,
  };
}
