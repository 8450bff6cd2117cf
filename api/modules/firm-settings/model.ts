/** The firm settings' shapes: what the firm has switched on, who its Information Officer is, and a change to them. */
import { type } from 'arktype';
import { EMAIL_PATTERN } from '../../../domain/email.ts';
import { isSouthAfricanPhone, SA_PHONE_MESSAGE } from '../../../domain/sa-phone.ts';

export const firmSettingsSchema = type({
  engagementLetterRequired: type('boolean').describe(
    'a subscription is activated (by staff, or paid at checkout) only once its engagement letter is signed',
  ),
  twoFactorRequiredForStaff: type('boolean').describe(
    'accountants and managers must turn on two-factor sign-in before using the backoffice (admins always must)',
  ),
  jobWindowDays: type('number.integer').describe(
    'days before a compliance deadline that its job is made on the work board (default 21)',
  ),
  informationOfficerName: type('string | null').describe(
    "the Information Officer (POPIA s55), named on the privacy page, in every e-mail's footer and in breach notices; null while none is named",
  ),
  informationOfficerEmail: type('string | null').describe("the Information Officer's e-mail address"),
  informationOfficerPhone: type('string | null').describe("the Information Officer's phone number"),
});

/** Blank or null clears the field; anything else is trimmed and must pass `valid`. */
function clearable(max: number, message: string, valid: (s: string) => boolean = () => true) {
  return type('string | null')
    .configure({ message })
    .pipe((s) => (s === null || s.trim() === '' ? null : s.trim()))
    .to(
      type('null').or(
        type(`string <= ${max}`)
          .narrow((s) => valid(s))
          .configure({ message }),
      ),
    );
}

export const firmSettingsChanges = type({
  'engagementLetterRequired?': 'boolean',
  'twoFactorRequiredForStaff?': 'boolean',
  'jobWindowDays?': type('1 <= number.integer <= 120').configure({
    message: 'Enter a whole number of days from 1 to 120',
  }),
  'informationOfficerName?': clearable(120, "Enter the Information Officer's name (up to 120 characters)"),
  'informationOfficerEmail?': clearable(254, 'Please enter a valid email address', (s) => EMAIL_PATTERN.test(s)).pipe(
    (s) => s?.toLowerCase() ?? null,
  ),
  'informationOfficerPhone?': clearable(30, SA_PHONE_MESSAGE, isSouthAfricanPhone),
});
