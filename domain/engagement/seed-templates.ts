/**
 * The first engagement letter template of each package (version 1), seeded at
 * start (api/db/seed.ts): the scope is the package's features (docs/product/business-rules.md#packages-and-prices)
 * and the terms are the Terms of Service's conditions. Admins edit them into new
 * versions; letters already sent keep theirs.
 */
import { PACKAGES, type PackageDefinition } from '../packages.ts';

export function standardTemplate(pkg: Pick<PackageDefinition, 'title' | 'features'>): string {
  return `# Engagement letter: {{package.name}} package

This letter sets out the terms on which {{firm.legalName}}, trading as {{firm.name}}, of {{firm.address}} (VAT number {{firm.vatNumber}}; "the firm") will act for {{company.name}} of {{company.address}} ("the client"), represented by {{client.name}}.

Date: {{date}}

## 1. Scope of the work
For the ${pkg.title} package the firm will provide:
${pkg.features.map((feature) => `- ${feature}`).join('\n')}

Work outside this scope (for example once-off projects, investigations or representations to SARS beyond routine submissions) is agreed and quoted separately in writing.

## 2. Fees
{{fees}}. All prices are in South African rand (ZAR) and include VAT unless stated otherwise. Monthly retainers are billed in advance.

## 3. The client's responsibilities
The client gives the firm complete and accurate records and information in good time, and tells the firm of any change to the business that affects the work. The firm relies on what the client provides and does not audit it.

## 4. Cancellation and refunds
Either party may end this engagement by written notice. An administration fee of R350 applies to cancellations due to client circumstances. Refunds due to the client are paid within 7 business days.

## 5. Records
The firm keeps personal and financial records for at least 5 years after a client leaves, as the law requires.

## 6. Personal information
The firm processes the personal information of the client and its people only to do this work and to meet its legal obligations, as described in its Privacy Policy, under the Protection of Personal Information Act (POPIA).

## 7. Acceptance
By signing, the client confirms that it has read and accepts this letter and the firm's Terms of Service. Questions about this letter: {{firm.email}} or {{firm.phone}}.
`;
}

export const SEEDED_TEMPLATES = PACKAGES.map((pkg) => ({
  packageType: pkg.packageType,
  version: 1,
  body: standardTemplate(pkg),
}));
