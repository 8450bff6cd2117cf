/** The e-mail calls' shapes: a client's choices of e-mail, and the signed token of an unsubscribe link. */
import { type } from 'arktype';

export const preferencesSchema = type({
  documentRequests: type('boolean').describe('a new document request, and reminders before and after it is due'),
  deadlines: type('boolean').describe('reminders 7 days and 1 day before a compliance deadline'),
  messages: type('boolean').describe('a new message from the accountant'),
});
export const preferencesChange = type({
  'documentRequests?': 'boolean',
  'deadlines?': 'boolean',
  'messages?': 'boolean',
});
export const tokenQuery = type({ token: type('string <= 300').describe('the signed token of the e-mail’s link') });
