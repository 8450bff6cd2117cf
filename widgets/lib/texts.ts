/** The forms' notices and labels (docs/product/site.md#enquiry-form-notices). */
export interface Notice {
  ok: boolean;
  title: string;
  text: string;
}

const failure = 'There was a problem submitting your form. Please try again.';

export const HOME_TEXTS = {
  button: 'Submit',
  busy: 'Submitting...',
  ok: (server?: string): Notice => ({
    ok: true,
    title: 'Success!',
    text: server || "Thank you for contacting us! We'll be in touch soon.",
  }),
  fail: (server?: string): Notice => ({ ok: false, title: 'Error', text: server || failure }),
};

export const CONTACT_TEXTS = {
  button: 'Send Message',
  busy: 'Sending...',
  // The contact page shows fixed texts and ignores the server's.
  ok: (): Notice => ({
    ok: true,
    title: 'Message sent!',
    text: "Thank you for contacting us. We'll get back to you shortly.",
  }),
  fail: (): Notice => ({
    ok: false,
    title: 'Something went wrong.',
    text: "Your message couldn't be sent. Please try again later.",
  }),
};

export const QUOTE_TEXTS = {
  button: 'Request Quote',
  busy: 'Submitting...',
  ok: (server?: string): Notice => ({
    ok: true,
    title: 'Success!',
    text: server || "Thank you for your quote request. We'll be in touch soon.",
  }),
  fail: HOME_TEXTS.fail,
};

/** "Verification failed: Please enter…" → a notice titled 'Verification failed'. */
export function verificationNotice(message: string): Notice {
  const at = message.indexOf(': ');
  return at < 0
    ? { ok: false, title: 'Verification failed', text: message }
    : { ok: false, title: message.slice(0, at), text: message.slice(at + 2) };
}
