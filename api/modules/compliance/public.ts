/** What other modules may use of compliance besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { recomputeAllSoon, recomputeClient } from './recompute.ts';
export { ruleParamsProblem } from './rule-params.ts';
export { beforeTrackedFromSql, trackedFromOf, trackedFromSql } from './tracked-from.ts';
export { onDeadlineDone, onDeadlinesRecomputed } from './hooks.ts';
