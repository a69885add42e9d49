import { z } from 'zod';
import { IsoDate } from '../schemas/common';

/** The CodeMeta 3.0 context: every term of toCodeMeta's documents is one of its terms. */
export const CODEMETA_CONTEXT = 'https://w3id.org/codemeta/3.0';

/** JSON-LD's media type: what a CodeMeta document is, and a JSON type (+json) to every JSON client. */
export const CODEMETA_MEDIA_TYPE = 'application/ld+json';

/**
 * Where the server serves a simulator's document (the contract's getSimulatorCodeMeta), apart from the contract
 * table so the Cite dialog links it without bringing the table's schemas into its chunk.
 */
export const SIMULATOR_CODEMETA_PATH = '/api/simulators/:id/codemeta.json';

const CodeMetaOrganization = z.object({
  '@type': z.literal('Organization'),
  name: z.string(),
  url: z.string().optional(),
});

/**
 * A licence that is no SPDX id: schema.org's license is a URL or a CreativeWork, so the text is the work's name
 * (CreativeWork is no term of the context, hence the schema: prefix the context defines).
 */
const CodeMetaLicenseText = z.object({
  '@type': z.literal('schema:CreativeWork'),
  name: z.string(),
  url: z.string().optional(),
});

/**
 * The CodeMeta 3.0 document of a simulator (core's toCodeMeta), as the contract describes it; absent facts are
 * absent keys. Apart from the builder, so the contract's chunk does not carry the builder's SPDX list.
 */
export const CodeMetaDocument = z.object({
  '@context': z.literal(CODEMETA_CONTEXT),
  '@type': z.literal('SoftwareSourceCode'),
  name: z.string(),
  description: z.string().optional(),
  url: z.string().optional(),
  codeRepository: z.string().optional(),
  /** An SPDX page, the licence's own URL, or its text as a CreativeWork. */
  license: z.union([z.string(), CodeMetaLicenseText]).optional(),
  programmingLanguage: z.array(z.string()).optional(),
  version: z.string().optional(),
  dateModified: IsoDate.optional(),
  producer: z.array(CodeMetaOrganization).optional(),
  keywords: z.array(z.string()).optional(),
});
export type CodeMetaDocument = z.infer<typeof CodeMetaDocument>;
