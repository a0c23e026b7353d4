import type { TestProject } from 'vitest/node';
import { endTemplateRun, startTemplateRun } from './template-database.ts';

/**
 * Once per run of the API tests: a folder for the run's template databases, which the first
 * test needing each builds; removed, with PostgreSQL's template databases, when the run ends.
 */
export default async function setup(project: TestProject) {
  const run = await startTemplateRun();
  project.provide('depotTemplates', run);
  return () => endTemplateRun(run, process.env.TEST_DATABASE_URL);
}
