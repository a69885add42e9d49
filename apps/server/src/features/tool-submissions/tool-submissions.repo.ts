import { splitCommaList, type ToolSubmissionPayload } from '@rsd/core';
import type { Queryable } from '../../db/pool';
import { jsonb } from '../../db/sql-values';

export const toolSubmissionsRepo = {
  /** Stores a visitor's tool as a pending submission; its comma text of languages becomes the list column. */
  async insert(db: Queryable, submission: ToolSubmissionPayload): Promise<number> {
    const { rows } = await db.query<{ id: number }>(
      `INSERT INTO simulator_submissions (name, full_name, short_description, description, website,
         source_code_repository, license_type, programming_languages, benchmark_studies,
         submitter_name, submitter_email, submitter_affiliation)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12)
       RETURNING id`,
      [
        submission.name,
        submission.fullName,
        submission.shortDescription,
        submission.description,
        submission.website,
        submission.sourceCodeRepository,
        submission.licenseType,
        splitCommaList(submission.programmingLanguages),
        jsonb(submission.benchmark_studies),
        submission.submitterName,
        submission.submitterEmail,
        submission.submitterOrganization,
      ],
    );
    return rows[0]!.id;
  },
};
