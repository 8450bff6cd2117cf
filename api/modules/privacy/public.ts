/** What other parts of the API may use of the privacy module. */
export { deleteExpiredDataExports } from './expired-exports.ts';
