// For tests and benchmarks only: complete rows that a case overrides only where it matters, and the API's paths.
export { countCollators } from './test/count-collators';
export { makeJob } from './test/job-fixture';
export { makeSimulator } from './test/simulator-fixture';
export { makeRepositoryFacts } from './test/repository-facts-fixture';
export { makeTechnology } from './test/technology-fixture';
export { RELEASE_VERSION_CASES } from './test/release-version-cases';
export { API } from './api/paths';
