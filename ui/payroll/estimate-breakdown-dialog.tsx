import {
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Table,
  TableBody,
  TableCell,
  TableRow,
  Typography,
} from '@mui/material';
import { monthLabel } from '../../domain/payroll/estimate-months.ts';
import type { EmployeePayrollEstimate } from '../../domain/shapes/payroll.ts';
import { randFromCents } from '../../domain/format.ts';
import { ESTIMATE_ONLY } from './emp201-card.tsx';

interface Props {
  estimate: EmployeePayrollEstimate | null;
  month: string;
  taxYear: string;
  onClose: () => void;
}

/** Each step of one employee's estimate, as the calculation took it. */
export function EstimateBreakdownDialog({ estimate, month, taxYear, onClose }: Props) {
  return (
    <Dialog open={estimate !== null} onClose={onClose} fullWidth maxWidth="sm" aria-labelledby="breakdown-title">
      {estimate && (
        <>
          <DialogTitle id="breakdown-title">
            {estimate.name}: {monthLabel(month)}
          </DialogTitle>
          <DialogContent>
            <Typography variant="body2" sx={{ color: 'text.secondary', mb: 1 }}>
              Tax year {taxYear}. {ESTIMATE_ONLY}.
            </Typography>
            <Table size="small" aria-label={`How ${estimate.name}'s estimate was worked out`}>
              <TableBody>
                {(estimate.steps ?? []).map((step) => (
                  <TableRow key={step.label}>
                    <TableCell component="th" scope="row" sx={{ pl: 0 }}>
                      {step.label}
                    </TableCell>
                    <TableCell align="right" sx={{ pr: 0, whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }}>
                      {randFromCents(step.cents)}
                    </TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          </DialogContent>
          <DialogActions>
            <Button onClick={onClose}>Close</Button>
          </DialogActions>
        </>
      )}
    </Dialog>
  );
}
