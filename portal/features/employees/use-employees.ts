import { useMutation, useQuery } from '@tanstack/react-query';
import type { Employee, EmployeeInput } from '../../../domain/employee-rules.ts';
import { apiRequest } from '../../lib/api-client.ts';
import { refetchAfterWrite } from '../../lib/query-client.ts';
import { PAYROLL_ESTIMATE_PATH } from '../../lib/use-payroll-estimate.ts';

/** What the form sends: names required, the rest text or null, dates yyyy-MM-dd or null. */
export type EmployeePayload = EmployeeInput;

const EMPLOYEES_PATH = '/api/employees';
export const EMPLOYEES_KEY = [EMPLOYEES_PATH];

/** The client's employees, newest first; the default query function GETs the key's path. */
export const useEmployees = () => useQuery<Employee[]>({ queryKey: EMPLOYEES_KEY });

// Lists are refetched after every successful change; the payroll estimates follow the employees.
const refetch = () => refetchAfterWrite(EMPLOYEES_PATH, PAYROLL_ESTIMATE_PATH);

export const useAddEmployee = () =>
  useMutation({
    mutationFn: (payload: EmployeePayload) => apiRequest<Employee>('POST', '/api/employees', payload),
    onSuccess: refetch,
  });

export const useUpdateEmployee = () =>
  useMutation({
    mutationFn: ({ id, payload }: { id: string; payload: EmployeePayload }) =>
      apiRequest<Employee>('PATCH', `/api/employees/${encodeURIComponent(id)}`, payload),
    onSuccess: refetch,
  });

export const useDeleteEmployee = () =>
  useMutation({
    mutationFn: (id: string) => apiRequest<{ message: string }>('DELETE', `/api/employees/${encodeURIComponent(id)}`),
    onSuccess: refetch,
  });
