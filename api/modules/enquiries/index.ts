import { routeFacts } from '../../lib/openapi/complete-document.ts';
import { Elysia } from 'elysia';
import type { AppContext } from '../../context.ts';
import { clientIp } from '../../lib/client-ip.ts';
import { invalid } from '../../lib/problem.ts';
import type { RateRule } from '../../lib/rate-limit.ts';
import { fillMissing } from '../../lib/validation.ts';
import { enquiryCors } from './cors.ts';
import { createHumanCheck, type HumanCheck } from './human-check.ts';
import { acceptedSchema, challengeSchema, contactBody, quoteRequestBody, waitlistBody } from './model.ts';
import { createEnquiriesService, ENQUIRY_REPLIES } from './service.ts';

/** The calls partner widgets make; they answer CORS themselves (see cors.ts). */
export const ENQUIRY_PATHS = ['/api/human-check', '/api/waitlist', '/api/contact', '/api/quote-requests'] as const;

/**
 * Per address and per call. A person sends a form or two, but one address may
 * be a room: the end of the firm's workshop on a venue's Wi-Fi, a mobile
 * network's shared address during a campaign. A bot in a loop is still stopped
 * within the minute, and at 60 an hour (docs/decisions/015-limits-that-stop-guessing.md).
 */
export const ENQUIRY_LIMITS: readonly RateRule[] = [
  { limit: 20, windowMs: 60_000 },
  { limit: 60, windowMs: 60 * 60_000 },
];
/**
 * Questions cost an HMAC and store nothing, and every form on every page view
 * asks for one: an office or a mobile network's shared address browsing the
 * site asks many. A question alone sends nothing; the posts above are the guard.
 */
export const HUMAN_CHECK_LIMITS: readonly RateRule[] = [
  { limit: 120, windowMs: 60_000 },
  { limit: 1200, windowMs: 60 * 60_000 },
];

const tags = ['Enquiries'];
const required = ['name', 'email', 'captcha', 'captchaToken'];
const TOO_MANY = 'Too many submissions from your network. Please wait a while and try again.';

export interface EnquiriesOptions {
  /** The human check, replaceable in tests (a fixed clock, say). */
  humanCheck?: HumanCheck;
}

/**
 * The public enquiry calls (docs/product/README.md#beyond-the-first-brief): the human check, the waitlist Enquiry (home and contact forms),
 * contact messages and quote requests. Each post is throttled per IP, checked
 * against every rule, then against the human check; a filled honeypot gets the
 * same success answer and stores nothing; a stored enquiry keeps its `source`
 * and raises a staff notification.
 */
export function enquiriesModule(ctx: AppContext, options: EnquiriesOptions = {}) {
  const humanCheck = options.humanCheck ?? createHumanCheck(ctx.db, ctx.appSecret);
  const enquiries = createEnquiriesService(ctx.db);

  /** Honeypot, then the human check, then `save`; answers the form's message and a token for the same question. */
  async function accept(
    body: { captcha: string; captchaToken: string; website: string | null },
    reply: string,
    save: () => Promise<unknown>,
  ) {
    if (body.website) return { message: reply, captchaToken: humanCheck.issue().token };
    const verdict = await humanCheck.verify(body.captcha, body.captchaToken);
    if (!verdict.ok) throw invalid('The human check was not passed.', { captcha: verdict.message });
    await save();
    return { message: reply, captchaToken: humanCheck.renew(verdict.sum) };
  }

  return new Elysia({ name: 'enquiries' })
    .use(enquiryCors(ctx.config.publicUrl, ctx.config.widgetOrigins, ENQUIRY_PATHS))
    .onTransform(async ({ request, server, route }) => {
      // Before validation, so invalid bodies count too. Keyed on the route, not the path as sent:
      // `/api/contact/` or `/api//contact` reach the same handler and must not get a fresh counter.
      const ip = clientIp(request, server, ctx.config.trustProxy);
      const rules = route === '/api/human-check' ? HUMAN_CHECK_LIMITS : ENQUIRY_LIMITS;
      for (const rule of rules) await ctx.rateLimiter.hit(`enquiry:${route}:${rule.windowMs}:${ip}`, rule, TOO_MANY);
    })
    .get(
      '/api/human-check',
      ({ set }) => {
        set.headers['cache-control'] = 'no-store';
        return humanCheck.issue();
      },
      {
        response: { 200: challengeSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [403] }),
          tags,
          summary: 'A human-check question: what is a + b?',
          description:
            'Two whole numbers from 1 to 10 and a signed token that expires after an hour. Send the typed sum as `captcha` and the token as `captchaToken` with one enquiry; each token is spent by its first answer.',
        },
      },
    )
    .post(
      '/api/waitlist',
      async ({ body, set }) => {
        const answer = await accept(body, ENQUIRY_REPLIES.waitlist, () => enquiries.saveWaitlist(body));
        set.status = 201;
        return answer;
      },
      {
        parse: 'json',
        transform: fillMissing(...required),
        body: waitlistBody,
        response: { 201: acceptedSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [403] }),
          tags,
          summary: 'Send an Enquiry (the home form or the contact page form)',
          description:
            "Home form: `terms` must be true, name at least 2 characters. Contact page form: `acceptTerms` must be true, message at least 10 characters, `services` a copy of `interest`. Invalid fields answer 422 with the forms' messages in `errors`; a wrong, missing, expired or reused human-check answer answers 422 on `captcha` and stores nothing.",
        },
      },
    )
    .post(
      '/api/contact',
      async ({ body, set }) => {
        const answer = await accept(body, ENQUIRY_REPLIES.contact, () => enquiries.saveContact(body));
        set.status = 201;
        return answer;
      },
      {
        parse: 'json',
        transform: fillMissing(...required, 'subject', 'message'),
        body: contactBody,
        response: { 201: acceptedSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [403] }),
          tags,
          summary: 'Send a contact message (stored in contact_submissions)',
        },
      },
    )
    .post(
      '/api/quote-requests',
      async ({ body, set }) => {
        const answer = await accept(body, ENQUIRY_REPLIES.quote, () => enquiries.saveQuoteRequest(body));
        set.status = 201;
        return answer;
      },
      {
        parse: 'json',
        transform: fillMissing(...required),
        body: quoteRequestBody,
        response: { 201: acceptedSchema },
        detail: {
          ...routeFacts({ 'x-rate-limited': true, 'x-errors': [403] }),
          tags,
          summary: 'Request a quote (business type, annual revenue and services from the option lists)',
        },
      },
    );
}
