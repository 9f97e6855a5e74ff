/**
 * The workflow harness (test/helpers/workflows/): the repository's own workflow files run as GitHub Actions
 * runs them, against the local GitHub, with GitHub's documented rules each in one place (workflows/rules/).
 */
export { WorkflowHarness, pathsMatch } from './workflows/harness.js';
export type { EventRecord, HarnessOptions, JobRecord, StepRecord } from './workflows/types.js';
