/** The accounts feature's backoffice resources: people (users, clients) and the firm's work on clients (assignments, notes). */
export { clientAssignmentsDefinition } from './client-assignments-resource.ts';
export { clientNotesDefinition } from './client-notes-resource.ts';
export { clientsDefinition } from './clients-resource.ts';
export { usersDefinition } from './users-resource.ts';
