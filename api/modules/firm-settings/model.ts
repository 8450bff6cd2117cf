/** The firm settings' shapes: what the firm has switched on, and a change to it. */
import { type } from 'arktype';

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
});
export const firmSettingsChanges = type({
  'engagementLetterRequired?': 'boolean',
  'twoFactorRequiredForStaff?': 'boolean',
  'jobWindowDays?': type('1 <= number.integer <= 120').configure({
    message: 'Enter a whole number of days from 1 to 120',
  }),
});
