/**
 * company-employees: a client's employee records, read-only in the backoffice
 * (the client keeps them in the portal). Shown on the client's page to the
 * staff who see that client.
 */
import { companyEmployees } from '../../db/schema.ts';
import { assignedClientsOnly, STAFF } from '../../core/access/visibility.ts';
import { equalsBoolean, equalsText, defineResource } from '../admin/public.ts';

export const companyEmployeesDefinition = defineResource({
  name: 'company-employees',
  label: 'employee',
  table: companyEmployees,
  id: companyEmployees.id,
  fields: {
    id: companyEmployees.id,
    userId: companyEmployees.userId,
    firstName: companyEmployees.firstName,
    lastName: companyEmployees.lastName,
    email: companyEmployees.email,
    phone: companyEmployees.phone,
    position: companyEmployees.position,
    employeeId: companyEmployees.employeeId,
    taxNumber: companyEmployees.taxNumber,
    salaryAmount: companyEmployees.salaryAmount,
    startDate: companyEmployees.startDate,
    endDate: companyEmployees.endDate,
    isActive: companyEmployees.isActive,
    createdAt: companyEmployees.createdAt,
    updatedAt: companyEmployees.updatedAt,
  },
  sortable: { id: companyEmployees.id, createdAt: companyEmployees.createdAt },
  defaultSort: ['createdAt', 'ASC'],
  searchable: [
    companyEmployees.firstName,
    companyEmployees.lastName,
    companyEmployees.position,
    companyEmployees.email,
  ],
  filters: { userId: equalsText(companyEmployees.userId), isActive: equalsBoolean(companyEmployees.isActive) },
  readRoles: STAFF,
  scope: assignedClientsOnly(companyEmployees.userId),
});
