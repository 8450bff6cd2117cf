/**
 * The work each package sells, as work-board services (decision 038), read from the
 * packages' features (domain/packages.ts): what a package's `work_services` starts with when
 * it is seeded (and migration 0026 wrote for the packages already there). The job-making SQL
 * reads the column, so an admin's change on the package decides: a client's work becomes a
 * job only when an active package of theirs includes its service.
 */
import type { PackageType } from '../enums.ts';
import type { WorkService } from './work.ts';

const PAYROLL = ['EMP201', 'EMP501'] as const;

export const PACKAGE_WORK: Record<PackageType, readonly WorkService[]> = {
  'start-ups': ['BOOKKEEPING', 'ITR14'],
  essential: ['BOOKKEEPING', ...PAYROLL, 'IRP6', 'ITR14'],
  standard: ['BOOKKEEPING', ...PAYROLL, 'IRP6', 'ITR14', 'VAT201'],
  advanced: ['BOOKKEEPING', ...PAYROLL, 'IRP6', 'ITR14', 'VAT201'],
  professional: ['BOOKKEEPING', ...PAYROLL, 'IRP6', 'ITR14', 'VAT201', 'CIPC_AR', 'BO'],
  elite: ['BOOKKEEPING', ...PAYROLL, 'IRP6', 'ITR14', 'VAT201', 'CIPC_AR', 'BO'],
};

/** The package types that include a service. */
export const packagesIncluding = (service: WorkService): PackageType[] =>
  (Object.keys(PACKAGE_WORK) as PackageType[]).filter((pkg) => PACKAGE_WORK[pkg].includes(service));
