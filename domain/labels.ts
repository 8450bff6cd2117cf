/** Human labels for the option lists (docs/product/business-rules.md#option-lists). */
import type { AnnualRevenue, BusinessType, DocumentCategory, DocumentStatus, RequestStatus, Role } from './enums.ts';

export const BUSINESS_TYPE_LABELS: Record<BusinessType, string> = {
  sole_proprietorship: 'Sole proprietorship',
  partnership: 'Partnership',
  private_company: 'Private company (Pty) Ltd',
  public_company: 'Public company',
  non_profit: 'Non-profit organisation',
  close_corporation: 'Close corporation',
  trust: 'Trust',
  other: 'Other',
};

export const ANNUAL_REVENUE_LABELS: Record<AnnualRevenue, string> = {
  under_1m: 'Under R1 million',
  '1m_5m': 'R1 million to R5 million',
  '5m_10m': 'R5 million to R10 million',
  '10m_20m': 'R10 million to R20 million',
  '20m_50m': 'R20 million to R50 million',
  over_50m: 'Over R50 million',
};

/** 'canceled' → 'Canceled': how statuses, roles and package ids read on screen. */
export const capitalize = (word: string) => word.charAt(0).toUpperCase() + word.slice(1);

/** "account type capitalised (default Client)". */
export const roleLabel = (role: Role | string | null | undefined) => (role ? capitalize(role) : 'Client');

/** Document categories as people read them. */
export const DOCUMENT_CATEGORY_LABELS: Record<DocumentCategory, string> = {
  bank_statement: 'Bank statement',
  invoice: 'Invoice',
  receipt: 'Receipt',
  financial_statement: 'Financial statement',
  tax_return: 'Tax return',
  vat_return: 'VAT return',
  payroll_tax: 'Payroll tax',
  business_registration: 'Business registration',
  company_constitution: 'Company constitution',
  director_id: 'Director ID',
  license: 'Licence',
  contract: 'Contract',
  report: 'Report',
  other: 'Other',
};

/** A category's label; an unknown value is shown as it is. */
export const documentCategoryLabel = (category: string) =>
  DOCUMENT_CATEGORY_LABELS[category as DocumentCategory] ?? category;

/** Document and document-request statuses (docs/product/data-model.md#lifecycles) as the portal and the backoffice show them. */
export const DOCUMENT_STATUS_LABELS: Record<DocumentStatus | RequestStatus, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  needs_revision: 'Needs Revision',
  completed: 'Completed',
  overdue: 'Overdue',
};

/** A document or request status's label; an unknown value is shown as it is. */
export const documentStatusLabel = (status: string) =>
  DOCUMENT_STATUS_LABELS[status as DocumentStatus | RequestStatus] ?? status;
