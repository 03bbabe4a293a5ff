import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { z } from 'zod';
import { SUBJECTS, type SubjectEntry } from '../../../common/catalogue';
import { SeedFile } from '../../../common/question-seed';

// Reading the seed files of the shared bank: questions/<subject slug>/<standard>.json, each checked
// against the shared schema. A bad file is an error that names the file and the field.

export const SEED_QUESTIONS_DIR = path.join(path.dirname(fileURLToPath(import.meta.url)), 'questions');

export interface LoadedSeedFile {
  /** The file's path relative to the seed folder, as error messages name it. */
  name: string;
  subject: SubjectEntry;
  standard: number;
  data: SeedFile;
}

export class SeedFileError extends Error {
  override name = 'SeedFileError';
}

const FILE_NAME = /^(\d{1,2})\.json$/;

/** The seed files present, as [subject, standard, path], in catalogue and standard order. */
export function listSeedFiles(
  dir = SEED_QUESTIONS_DIR,
): Array<{ subject: SubjectEntry; standard: number; file: string }> {
  if (!fs.existsSync(dir)) return [];
  const found = [];
  for (const folder of fs.readdirSync(dir, { withFileTypes: true })) {
    if (!folder.isDirectory()) continue;
    const subject = SUBJECTS.find((s) => s.slug === folder.name);
    if (!subject) throw new SeedFileError(`Seed folder "${folder.name}" is not a subject slug.`);
    for (const fileName of fs.readdirSync(path.join(dir, folder.name))) {
      if (!fileName.endsWith('.json')) continue;
      const match = FILE_NAME.exec(fileName);
      const standard = Number(match?.[1]);
      if (!match || standard < 1 || standard > 12) {
        throw new SeedFileError(
          `Seed file ${folder.name}/${fileName}: name it after its standard (1.json … 12.json).`,
        );
      }
      found.push({ subject, standard, file: path.join(dir, folder.name, fileName) });
    }
  }
  return found.sort((a, b) => a.subject.subject_id - b.subject.subject_id || a.standard - b.standard);
}

export function describeIssues(issues: z.core.$ZodIssue[], limit = 3): string {
  const lines = issues
    .slice(0, limit)
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : '(file)'}: ${issue.message}`);
  if (issues.length > limit) lines.push(`… and ${issues.length - limit} more`);
  return lines.join('; ');
}

export function readSeedFile(entry: {
  subject: SubjectEntry;
  standard: number;
  file: string;
}): LoadedSeedFile {
  const name = `${entry.subject.slug}/${entry.standard}.json`;
  let json: unknown;
  try {
    json = JSON.parse(fs.readFileSync(entry.file, 'utf8'));
  } catch (error) {
    throw new SeedFileError(`Seed file ${name} is not valid JSON: ${(error as Error).message}`);
  }
  const parsed = SeedFile.safeParse(json);
  if (!parsed.success) {
    throw new SeedFileError(`Seed file ${name} is invalid: ${describeIssues(parsed.error.issues)}`);
  }
  const data = parsed.data;
  if (data.subject !== entry.subject.subject_name) {
    throw new SeedFileError(
      `Seed file ${name} is invalid: subject: expected "${entry.subject.subject_name}".`,
    );
  }
  if (data.standard !== entry.standard) {
    throw new SeedFileError(`Seed file ${name} is invalid: standard: expected ${entry.standard}.`);
  }
  return { name, subject: entry.subject, standard: entry.standard, data };
}

/** Every seed file, validated; the first bad one throws. */
export function loadSeedFiles(dir = SEED_QUESTIONS_DIR): LoadedSeedFile[] {
  return listSeedFiles(dir).map(readSeedFile);
}
