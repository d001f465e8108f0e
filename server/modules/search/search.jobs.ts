import type { AppDeps } from '../../http/app-env.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { buildStaleSearchDocuments, searchDocumentsJob } from './search.documents.ts';

/** Builds what a bulk write left for later, whoever wrote it; finding nothing left is a success. */
export function searchJobs(deps: Pick<AppDeps, 'db'>): Record<string, JobKind<Record<string, never>>> {
  return {
    [searchDocumentsJob]: {
      async run() {
        await buildStaleSearchDocuments(deps.db);
      },
    },
  };
}
