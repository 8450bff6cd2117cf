/** What other modules may use of services besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { packageColumns, serviceColumns } from './columns.ts';
