/** What other modules may use of admin besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { taxTablesDefinition } from './resources/payroll.ts';
/** The engine's list parameters, for lists served beside it (webhooks) so they read and limit pages alike. */
export { MAX_PAGE_SIZE, parseListQuery, setContentRange, type ListQuery, type ListSpec } from './list-query.ts';
export { equalsText } from './filters.ts';
