import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import AddIcon from '@mui/icons-material/Add';
import PeopleIcon from '@mui/icons-material/PeopleOutlined';
import { useMemo, useState } from 'react';
import { matchesEmployeeSearch, type Employee } from '../../../domain/employee-rules.ts';
import { todayInSouthAfrica } from '../../../domain/format.ts';
import { monthOf } from '../../../domain/payroll/estimate-months.ts';
import type { EmployeePayrollEstimate } from '../../../domain/shapes/payroll.ts';
import { Emp201Card } from '../../../ui/payroll/emp201-card.tsx';
import { EstimateBreakdownDialog } from '../../../ui/payroll/estimate-breakdown-dialog.tsx';
import { usePayrollEstimate } from '../../lib/use-payroll-estimate.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import { DeleteEmployeeDialog } from './delete-employee-dialog.tsx';
import { EmployeeFormDialog } from './employee-form-dialog.tsx';
import { EmployeeTableCard } from './employee-table.tsx';
import { useEmployees } from './use-employees.ts';
import { SearchField } from '../../components/search-field.tsx';

/** Which form is open: none, adding, or editing one employee. */
type FormState = { open: false } | { open: true; employee: Employee | null };

interface EmptyStateProps {
  searching: boolean;
  hasEmployees: boolean;
  onAdd: () => void;
  onClearSearch: () => void;
}

/** 'No employees found': the text says whether a search hid them; the first-employee button shows while there are none. */
function EmptyState({ searching, hasEmployees, onAdd, onClearSearch }: EmptyStateProps) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 6 }}>
        <PeopleIcon sx={{ fontSize: 48, color: 'text.secondary' }} aria-hidden="true" />
        <Typography variant="h6" component="h2" sx={{ mt: 1 }}>
          No employees found
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 3 }}>
          {searching
            ? 'No employees match your search. Try a different name, position or email.'
            : "You haven't added any employees yet. Keep their details here for payroll and tax."}
        </Typography>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
          {searching && (
            <Button variant="outlined" onClick={onClearSearch}>
              Clear search
            </Button>
          )}
          {!hasEmployees && (
            <Button variant="contained" startIcon={<AddIcon />} onClick={onAdd}>
              Add Your First Employee
            </Button>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function EmployeesPage() {
  // A failed load shows as an empty list.
  const { data: employees = [], isLoading } = useEmployees();
  const [search, setSearch] = useState('');
  const [form, setForm] = useState<FormState>({ open: false });
  const [deleting, setDeleting] = useState<Employee | null>(null);
  const [month, setMonth] = useState(() => monthOf(todayInSouthAfrica()));
  const estimate = usePayrollEstimate(month, employees.length > 0);
  const [breakdown, setBreakdown] = useState<EmployeePayrollEstimate | null>(null);
  const estimates = useMemo(
    () => ({
      byEmployee: new Map((estimate.data?.employees ?? []).map((row) => [row.employeeId, row])),
      onBreakdown: setBreakdown,
    }),
    [estimate.data],
  );

  const shown = useMemo(
    () => employees.filter((employee) => matchesEmployeeSearch(employee, search)),
    [employees, search],
  );
  const active = shown.filter((employee) => employee.isActive);
  const inactive = shown.filter((employee) => !employee.isActive);
  const searching = search.trim() !== '';
  const openAdd = () => setForm({ open: true, employee: null });
  const openEdit = (employee: Employee) => setForm({ open: true, employee });

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Employees
        </Typography>
        <Button variant="contained" startIcon={<AddIcon />} onClick={openAdd}>
          Add Employee
        </Button>
      </Box>

      {employees.length > 0 && (
        <Emp201Card
          month={month}
          onMonthChange={setMonth}
          estimate={estimate.data}
          loading={estimate.isLoading}
          failed={estimate.isError}
        />
      )}

      <SearchField what="employees" value={search} onChange={setSearch} />

      {isLoading ? (
        <Spinner label="Loading employees" />
      ) : shown.length === 0 ? (
        <EmptyState
          searching={searching}
          hasEmployees={employees.length > 0}
          onAdd={openAdd}
          onClearSearch={() => setSearch('')}
        />
      ) : (
        <>
          {/* The region tells screen reader users how many match as they type. */}
          <Typography role="status" variant="body2" sx={{ color: 'text.secondary' }}>
            {searching
              ? `${shown.length} of ${employees.length} employees match your search`
              : `${employees.length} ${employees.length === 1 ? 'employee' : 'employees'}`}
          </Typography>
          {active.length > 0 && (
            <EmployeeTableCard
              title="Active Employees"
              kind="active"
              employees={active}
              onEdit={openEdit}
              onDelete={setDeleting}
              estimates={estimates}
            />
          )}
          {inactive.length > 0 && (
            <EmployeeTableCard
              title="Inactive Employees"
              kind="inactive"
              employees={inactive}
              onEdit={openEdit}
              onDelete={setDeleting}
            />
          )}
        </>
      )}

      {form.open && (
        <EmployeeFormDialog
          key={form.employee?.id ?? 'new'}
          employee={form.employee}
          onClose={() => setForm({ open: false })}
        />
      )}
      <DeleteEmployeeDialog employee={deleting} onClose={() => setDeleting(null)} />
      <EstimateBreakdownDialog
        estimate={breakdown}
        month={month}
        taxYear={estimate.data?.taxYear ?? ''}
        onClose={() => setBreakdown(null)}
      />
    </Stack>
  );
}
