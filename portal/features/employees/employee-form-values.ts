import { cleanEmployee, completeEmployee, type Employee } from '../../../domain/employee-rules.ts';
import type { EmployeePayload } from './use-employees.ts';

/** The form holds what the inputs hold: text, and the active switch. */
export interface EmployeeFormValues {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  position: string;
  employeeId: string;
  taxNumber: string;
  salaryAmount: string;
  startDate: string;
  endDate: string;
  dateOfBirth: string;
  medicalMembers: string;
  isActive: boolean;
}

export const EMPTY_EMPLOYEE: EmployeeFormValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  position: '',
  employeeId: '',
  taxNumber: '',
  salaryAmount: '',
  startDate: '',
  endDate: '',
  dateOfBirth: '',
  medicalMembers: '0',
  // isActive defaults to true (docs/product/business-rules.md#defaults).
  isActive: true,
};

export function valuesOf(employee: Employee): EmployeeFormValues {
  return {
    firstName: employee.firstName,
    lastName: employee.lastName,
    email: employee.email ?? '',
    phone: employee.phone ?? '',
    position: employee.position ?? '',
    employeeId: employee.employeeId ?? '',
    taxNumber: employee.taxNumber ?? '',
    salaryAmount: employee.salaryAmount === null ? '' : String(employee.salaryAmount),
    startDate: employee.startDate ?? '',
    endDate: employee.endDate ?? '',
    dateOfBirth: employee.dateOfBirth ?? '',
    medicalMembers: String(employee.medicalMembers),
    isActive: employee.isActive,
  };
}

/** Every field, blanks as null, with the same cleaning the API applies (trimmed, salary as a number). */
export function toPayload(values: EmployeeFormValues): EmployeePayload {
  return completeEmployee(cleanEmployee({ ...values }), values.isActive);
}

export const fullName = (employee: Pick<Employee, 'firstName' | 'lastName'>) =>
  `${employee.firstName} ${employee.lastName}`;
