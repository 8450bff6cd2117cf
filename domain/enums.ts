/**
 * Enumerations (docs/product/data-model.md, business-rules.md#option-lists): one source for the API's
 * validation, the database's column types and every front end's labels.
 */
export const ROLES = ['client', 'accountant', 'manager', 'admin'] as const;
export type Role = (typeof ROLES)[number];
export const STAFF_ROLES = ['accountant', 'manager', 'admin'] as const satisfies readonly Role[];

export const SUBSCRIPTION_STATUSES = ['pending', 'active', 'canceled', 'expired'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export const PAYMENT_STATUSES = ['pending', 'completed', 'failed', 'refunded'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export const DOCUMENT_STATUSES = ['pending', 'approved', 'rejected', 'needs_revision'] as const;
export type DocumentStatus = (typeof DOCUMENT_STATUSES)[number];

export const REQUEST_STATUSES = ['pending', 'overdue', 'completed'] as const;
export type RequestStatus = (typeof REQUEST_STATUSES)[number];

export const PACKAGE_TYPES = ['start-ups', 'essential', 'standard', 'advanced', 'professional', 'elite'] as const;
export type PackageType = (typeof PACKAGE_TYPES)[number];

/** Enquiry interests: the packages, a custom quote, and (contact page only) general. */
export const INTERESTS = [...PACKAGE_TYPES, 'custom', 'general'] as const;
export type Interest = (typeof INTERESTS)[number];

export const BUSINESS_TYPES = [
  'sole_proprietorship',
  'partnership',
  'private_company',
  'public_company',
  'non_profit',
  'close_corporation',
  'trust',
  'other',
] as const;
export type BusinessType = (typeof BUSINESS_TYPES)[number];

export const ANNUAL_REVENUES = ['under_1m', '1m_5m', '5m_10m', '10m_20m', '20m_50m', 'over_50m'] as const;
export type AnnualRevenue = (typeof ANNUAL_REVENUES)[number];

export const DOCUMENT_CATEGORIES = [
  'bank_statement',
  'invoice',
  'receipt',
  'financial_statement',
  'tax_return',
  'vat_return',
  'payroll_tax',
  'business_registration',
  'company_constitution',
  'director_id',
  'license',
  'contract',
  'report',
  'other',
] as const;
export type DocumentCategory = (typeof DOCUMENT_CATEGORIES)[number];
