/** One rule for "a valid e-mail address", used by every form and the API: something@domain.tld, no spaces. */
export const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;

export const isEmail = (text: string) => EMAIL_PATTERN.test(text.trim());
