/** What other modules may use of accounts besides its routes (index.ts), service.ts and model.ts: its internal files stay its own. */
export { endTokens, tokenForSending, withToken } from './account-tokens.ts';
export { assertAvailable } from './create-user.ts';
export { createInvitationService, invitedUserRow } from './invitations.ts';
export { verifyPassword } from './password.ts';
export { userColumns } from './user-columns.ts';
export { SECURE_SESSION_COOKIE, SESSION_COOKIE } from './sessions.ts';
