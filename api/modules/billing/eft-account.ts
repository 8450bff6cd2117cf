/** Manual billing: the firm's bank account the client pays into by EFT (read once into the config). */

type Env = Record<string, string | undefined>;

/** The firm's bank account for EFT. Env: FIRM_BANK_NAME, FIRM_BANK_ACCOUNT_NAME, FIRM_BANK_ACCOUNT_NUMBER, FIRM_BANK_BRANCH_CODE. */
export function eftAccount(env: Env) {
  return {
    accountName: env.FIRM_BANK_ACCOUNT_NAME ?? 'Ledgerline Accounting (Pty) Ltd',
    bankName: env.FIRM_BANK_NAME ?? 'First National Bank',
    accountNumber: env.FIRM_BANK_ACCOUNT_NUMBER ?? '62000000000',
    branchCode: env.FIRM_BANK_BRANCH_CODE ?? '250655',
    accountType: 'Business cheque account',
  };
}

export type EftAccount = ReturnType<typeof eftAccount>;
