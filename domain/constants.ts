/** Business constants (docs/product/business-rules.md). */
export const MAX_UPLOAD_BYTES = 10 * 1024 * 1024;
export const PASSWORD_MIN_LENGTH = 8;
export const CONTACT_MESSAGE_MIN_LENGTH = 10;
export const HOME_NAME_MIN_LENGTH = 2;
export const HUMAN_CHECK_MIN = 1;
export const HUMAN_CHECK_MAX = 10;
export const DASHBOARD_OPEN_REQUESTS = 3;
export const RENEWAL_WARNING_DAYS = 7;
export const EARLIEST_DATE = '1900-01-01';
export const SHORT_ID_LENGTH = 8;
export const STARTER_SOFTWARE_PRICE = 199;
export const CANCELLATION_ADMIN_FEE = 350;
export const DEFAULT_COUNTRY = 'South Africa';
export const DEFAULT_CURRENCY = 'ZAR';
/** South African VAT (Value-Added Tax Act, standard rate since 2018). Package prices include it. */
export const VAT_RATE = 0.15;
