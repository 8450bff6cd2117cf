/** What other modules may use of admin besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { taxTablesDefinition } from './resources/payroll.ts';
