import { Alert, Stack, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useRecordContext } from 'react-admin';
import { request } from '../api-client.ts';
import { randFromCents, todayInSouthAfrica } from '../../domain/format.ts';
import { monthOf } from '../../domain/payroll/estimate-months.ts';
import type { EmployeePayrollEstimate, PayrollEstimate } from '../../domain/shapes/payroll.ts';
// The portal's card and cells (ui/payroll): staff see the very figures the client sees.
import { Emp201Card } from '../../ui/payroll/emp201-card.tsx';
import { EstimateBreakdownDialog } from '../../ui/payroll/estimate-breakdown-dialog.tsx';
import { EstimatedNetCell, EstimatedPayeCell } from '../../ui/payroll/estimate-cells.tsx';

const readEstimate = (clientId: string, month: string) =>
  request<PayrollEstimate>('GET', `/api/admin/payroll-estimates?${new URLSearchParams({ clientId, month })}`);

/** The client page's Payroll tab: the month's EMP201 estimate and each employee's figures, as the client sees them. */
export function ClientPayrollTab() {
  const record = useRecordContext();
  const clientId = String(record?.id ?? '');
  const [month, setMonth] = useState(() => monthOf(todayInSouthAfrica()));
  const [breakdown, setBreakdown] = useState<EmployeePayrollEstimate | null>(null);
  const estimate = useQuery({
    queryKey: ['payroll-estimates', clientId, month],
    queryFn: () => readEstimate(clientId, month),
    enabled: clientId !== '',
  });
  if (!record) return null;
  const employees = estimate.data?.employees ?? [];
  return (
    <Stack spacing={2} sx={{ py: 1 }}>
      <Emp201Card
        month={month}
        onMonthChange={setMonth}
        estimate={estimate.data}
        loading={estimate.isLoading}
        failed={estimate.isError}
      />
      {employees.length > 0 ? (
        <Table size="small" aria-label="Estimates per employee">
          <TableHead>
            <TableRow>
              <TableCell>Employee</TableCell>
              <TableCell>Est. PAYE</TableCell>
              <TableCell>UIF (employee)</TableCell>
              <TableCell>Est. net pay</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {employees.map((row) => (
              <TableRow key={row.employeeId}>
                <TableCell>{row.name}</TableCell>
                <TableCell>
                  <EstimatedPayeCell name={row.name} estimate={row} onBreakdown={setBreakdown} />
                </TableCell>
                <TableCell>{row.estimated ? randFromCents(row.uifEmployeeCents ?? 0) : '—'}</TableCell>
                <TableCell>
                  <EstimatedNetCell estimate={row} />
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      ) : (
        estimate.data && <Typography variant="body2">No active employees on record for this month.</Typography>
      )}
      {estimate.data?.employees.some((row) => !row.estimated) && (
        <Alert severity="info">The client fixes missing details on their Employees page in the portal.</Alert>
      )}
      <EstimateBreakdownDialog
        estimate={breakdown}
        month={month}
        taxYear={estimate.data?.taxYear ?? ''}
        onClose={() => setBreakdown(null)}
      />
    </Stack>
  );
}
