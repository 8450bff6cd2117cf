import { Button, Chip, Stack, Typography } from '@mui/material';
import { randFromCents } from '../../domain/format.ts';
import type { EmployeePayrollEstimate } from '../../domain/shapes/payroll.ts';

interface CellProps {
  name: string;
  estimate: EmployeePayrollEstimate | undefined;
  /** Where the record can be fixed (the portal's edit form); staff fix nothing here. */
  onEdit?: () => void;
  onBreakdown: (estimate: EmployeePayrollEstimate) => void;
}

const NOT_EMPLOYED = 'Not employed this month';

/** Est. PAYE: the figure and its breakdown, or 'Cannot estimate' with the reason and the way to fix it. */
export function EstimatedPayeCell({ name, estimate, onEdit, onBreakdown }: CellProps) {
  if (!estimate) {
    return (
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {NOT_EMPLOYED}
      </Typography>
    );
  }
  if (!estimate.estimated) {
    return (
      <Stack spacing={0.5} sx={{ alignItems: 'flex-start' }}>
        {/* Amber that keeps 4.5:1 for small text (MUI's warning hues do not). */}
        <Chip
          label="Cannot estimate"
          size="small"
          variant="outlined"
          sx={{ color: '#7a4100', borderColor: '#b26a00', bgcolor: '#fff4e5' }}
        />
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {estimate.reason}
        </Typography>
        {onEdit && (
          <Button
            size="small"
            onClick={onEdit}
            sx={{ p: 0, minWidth: 0 }}
            aria-label={`Add missing details for ${name}`}
          >
            Add missing details
          </Button>
        )}
      </Stack>
    );
  }
  return (
    <Stack spacing={0.25} sx={{ alignItems: 'flex-start' }}>
      <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{randFromCents(estimate.payeCents ?? 0)}</Typography>
      <Button
        size="small"
        onClick={() => onBreakdown(estimate)}
        sx={{ p: 0, minWidth: 0 }}
        aria-label={`Breakdown for ${name}`}
      >
        Breakdown
      </Button>
    </Stack>
  );
}

/** Est. net pay: salary less PAYE and the employee's UIF. */
export function EstimatedNetCell({ estimate }: { estimate: EmployeePayrollEstimate | undefined }) {
  if (!estimate?.estimated) return '—';
  return <Typography sx={{ fontVariantNumeric: 'tabular-nums' }}>{randFromCents(estimate.netCents ?? 0)}</Typography>;
}
