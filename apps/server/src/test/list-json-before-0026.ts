/**
 * A listed simulator's JSON text as the list rendered it per request before migration 0026 (simulators.repo's
 * JSON_ROW then, copied unchanged): the bytes the kept `list_json` must equal, read from a row's columns.
 */
const orNull = (json: string) => `coalesce((${json})::text, 'null')`;
export const RENDERED_BEFORE_0026 = [
  `'{"id":' || id`,
  `',"name":' || to_json(name)`,
  `',"fullName":' || to_json(full_name)`,
  `',"shortDescription":' || to_json(short_description)`,
  `',"description":' || to_json(description)`,
  `',"website":' || to_json(website)`,
  `',"sourceCodeRepository":' || ${orNull('to_json(source_code_repository)')}`,
  `',"licenseType":' || ${orNull('to_json(license_type)')}`,
  `',"licenseUrl":' || ${orNull('to_json(license_url)')}`,
  `',"programmingLanguages":' || to_json(programming_languages)`,
  `',"applicationAreas":' || to_json(application_areas)`,
  `',"keyFeatures":' || to_json(key_features)`,
  `',"strengths":' || to_json(strengths)`,
  `',"developmentStatus":' || to_json(development_status)`,
  `',"lastReleaseVersion":' || ${orNull('to_json(last_release_version)')}`,
  `',"lastReleaseDate":' || ${orNull('to_json(last_release_date)')}`,
  `',"updatedAt":' || to_json(to_char(updated_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"'))`,
  `',"organizations":' || organizations`,
  `',"relevantOrganizations":' || relevant_organizations`,
  `',"benchmark_studies":' || benchmark_studies`,
  `',"evidence":' || to_json(evidence)`,
  `',"factsVerifiedOn":' || ${orNull('to_json(facts_verified_on)')}`,
  `',"detailedCapabilities":' || ${orNull('detailed_capabilities')}`,
  `',"learningResources":' || ${orNull('learning_resources')}`,
  `',"repository":' || ${orNull('repository')}`,
  `',"capabilities":' || capabilities`,
  `',"version":' || version || '}'`,
].join('\n  || ');
