import {
  Box,
  Card,
  CardContent,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  type Theme,
} from '@mui/material';
import DeleteIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/EditOutlined';
import type { ReactNode } from 'react';
import type { Employee } from '../../../domain/employee-rules.ts';
import { formatDate } from '../../../domain/format.ts';
import type { EmployeePayrollEstimate } from '../../../domain/shapes/payroll.ts';
import { EstimatedNetCell, EstimatedPayeCell } from '../../../ui/payroll/estimate-cells.tsx';
import { fullName } from './employee-form-values.ts';

const NONE = '—';
const date = (value: string | null) => (value ? formatDate(value) : NONE);
const period = (employee: Employee) =>
  `${date(employee.startDate)} to ${employee.endDate ? formatDate(employee.endDate) : 'present'}`;

interface Column {
  label: string;
  render: (employee: Employee) => ReactNode;
}

/** The month's estimates by employee id, and what their cells open. */
export interface EstimateColumns {
  byEmployee: Map<string, EmployeePayrollEstimate>;
  onBreakdown: (estimate: EmployeePayrollEstimate) => void;
}

function NameCell({ employee }: { employee: Employee }) {
  return (
    <>
      <Typography sx={{ fontWeight: 600 }}>{fullName(employee)}</Typography>
      {employee.employeeId && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          ID: {employee.employeeId}
        </Typography>
      )}
    </>
  );
}

function ContactCell({ employee }: { employee: Employee }) {
  if (!employee.email && !employee.phone) return NONE;
  return (
    <>
      {employee.email && (
        <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
          {employee.email}
        </Typography>
      )}
      {employee.phone && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {employee.phone}
        </Typography>
      )}
    </>
  );
}

/** Est. PAYE and Est. net pay: active employees only, for the month the EMP201 card shows. */
const estimateColumns = (
  { byEmployee, onBreakdown }: EstimateColumns,
  onEdit: (employee: Employee) => void,
): Column[] => [
  {
    label: 'Est. PAYE',
    render: (e) => (
      <EstimatedPayeCell
        name={fullName(e)}
        estimate={byEmployee.get(e.id)}
        onEdit={() => onEdit(e)}
        onBreakdown={onBreakdown}
      />
    ),
  },
  { label: 'Est. net pay', render: (e) => <EstimatedNetCell estimate={byEmployee.get(e.id)} /> },
];

/** The columns (docs/product/portal.md#employees): Active Employees and Inactive Employees differ in the dates shown. */
const COLUMNS: Record<'active' | 'inactive', Column[]> = {
  active: [
    { label: 'Name', render: (e) => <NameCell employee={e} /> },
    { label: 'Position', render: (e) => e.position ?? NONE },
    { label: 'Contact', render: (e) => <ContactCell employee={e} /> },
    { label: 'Start Date', render: (e) => date(e.startDate) },
  ],
  inactive: [
    { label: 'Name', render: (e) => <NameCell employee={e} /> },
    { label: 'Position', render: (e) => e.position ?? NONE },
    { label: 'Employment Period', render: period },
  ],
};

function Actions({ employee, onEdit, onDelete }: { employee: Employee; onEdit: () => void; onDelete: () => void }) {
  const name = fullName(employee);
  return (
    <Box sx={{ display: 'flex', gap: 0.5, justifyContent: 'flex-end' }}>
      <IconButton aria-label={`Edit ${name}`} onClick={onEdit}>
        <EditIcon />
      </IconButton>
      <IconButton aria-label={`Delete ${name}`} onClick={onDelete} sx={{ color: 'error.main' }}>
        <DeleteIcon />
      </IconButton>
    </Box>
  );
}

interface Props {
  title: string;
  kind: 'active' | 'inactive';
  employees: Employee[];
  onEdit: (employee: Employee) => void;
  onDelete: (employee: Employee) => void;
  estimates?: EstimateColumns;
}

/**
 * One card of employees: a table on wider screens; on phones each employee
 * becomes a small block of label and value, since five columns cannot fit.
 */
export function EmployeeTableCard({ title, kind, employees, onEdit, onDelete, estimates }: Props) {
  const wide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'));
  const columns = estimates ? [...COLUMNS[kind], ...estimateColumns(estimates, onEdit)] : COLUMNS[kind];
  const headingId = `${kind}-employees-heading`;
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="h6" component="h2">
          {title}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {employees.length === 1 ? '1 employee' : `${employees.length} employees`}
        </Typography>
      </CardContent>
      {wide ? (
        <TableContainer>
          <Table aria-labelledby={headingId}>
            <TableHead>
              <TableRow>
                {columns.map((column) => (
                  <TableCell key={column.label}>{column.label}</TableCell>
                ))}
                <TableCell align="right">Actions</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {employees.map((employee) => (
                <TableRow key={employee.id} hover>
                  {columns.map((column) => (
                    <TableCell key={column.label}>{column.render(employee)}</TableCell>
                  ))}
                  <TableCell align="right">
                    <Actions employee={employee} onEdit={() => onEdit(employee)} onDelete={() => onDelete(employee)} />
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      ) : (
        <Stack component="ul" aria-labelledby={headingId} sx={{ listStyle: 'none', m: 0, p: 0 }}>
          {employees.map((employee) => (
            <Box component="li" key={employee.id} sx={{ px: 2, py: 1.5, borderTop: 1, borderColor: 'divider' }}>
              <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
                <Box sx={{ flex: 1, minWidth: 0 }}>
                  <NameCell employee={employee} />
                </Box>
                <Actions employee={employee} onEdit={() => onEdit(employee)} onDelete={() => onDelete(employee)} />
              </Box>
              <Box
                component="dl"
                sx={{ m: 0, mt: 1, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
              >
                {columns.slice(1).map((column) => (
                  <Box key={column.label} sx={{ display: 'contents' }}>
                    <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
                      {column.label}
                    </Typography>
                    {/* A Box, not Typography: the contact cell holds paragraphs of its own. */}
                    <Box component="dd" sx={{ m: 0, minWidth: 0, typography: 'body2' }}>
                      {column.render(employee)}
                    </Box>
                  </Box>
                ))}
              </Box>
            </Box>
          ))}
        </Stack>
      )}
    </Card>
  );
}
