/** Messaging's limits and messages: the API and both front ends use these. */
export const MESSAGE_MAX_CHARACTERS = 10_000;
export const SUBJECT_MAX_CHARACTERS = 200;
export const MESSAGE_MAX_FILES = 5;
export const MESSAGES_PER_MINUTE = 30;
/** An open thread is read again this often while the page is visible. */
export const THREAD_REFRESH_MS = 15_000;

export const MESSAGE_ERRORS = {
  empty: 'Message cannot be empty',
  tooLong: `Message cannot be longer than ${MESSAGE_MAX_CHARACTERS.toLocaleString('en-ZA')} characters`,
  subject: 'Please enter a subject',
  subjectTooLong: `Subject cannot be longer than ${SUBJECT_MAX_CHARACTERS} characters`,
  client: 'Choose the client',
} as const;
