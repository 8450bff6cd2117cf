import { Alert, Box, Card, CardContent, Divider, MenuItem, Skeleton, TextField, Typography } from '@mui/material';
import { Fragment } from 'react';
import { estimateMonths, monthLabel } from '../../domain/payroll/estimate-months.ts';
import type { PayrollEstimate } from '../../domain/shapes/payroll.ts';
import { randFromCents, todayInSouthAfrica } from '../../domain/format.ts';

export const ESTIMATE_ONLY = "Estimate only: your accountant's payroll run is final";

interface Props {
  month: string;
  onMonthChange: (month: string) => void;
  estimate: PayrollEstimate | undefined;
  loading: boolean;
  failed: boolean;
}

function Figures({ emp201 }: { emp201: PayrollEstimate['emp201'] }) {
  const rows: [string, string][] = [
    ['PAYE', randFromCents(emp201.payeCents ?? 0)],
    ['UIF (employees)', randFromCents(emp201.uifEmployeeCents ?? 0)],
    ['UIF (employer)', randFromCents(emp201.uifEmployerCents ?? 0)],
    ['SDL', emp201.sdlCents === null || emp201.sdlCents === undefined ? 'Exempt' : randFromCents(emp201.sdlCents)],
  ];
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: '1fr auto', columnGap: 2, rowGap: 0.5, m: 0 }}>
      {rows.map(([label, value]) => (
        <Fragment key={label}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, textAlign: 'right', fontVariantNumeric: 'tabular-nums' }}>
            {value}
          </Typography>
        </Fragment>
      ))}
      <Divider sx={{ gridColumn: '1 / -1', my: 0.5 }} />
      <Typography component="dt" sx={{ fontWeight: 700 }}>
        Total EMP201
      </Typography>
      <Typography
        component="dd"
        data-testid="emp201-total"
        sx={{ m: 0, textAlign: 'right', fontWeight: 700, fontVariantNumeric: 'tabular-nums' }}
      >
        {randFromCents(emp201.totalCents ?? 0)}
      </Typography>
    </Box>
  );
}

/** 'Monthly EMP201 estimate': the month's PAYE, UIF and SDL, withheld while anyone cannot be estimated. */
export function Emp201Card({ month, onMonthChange, estimate, loading, failed }: Props) {
  const months = estimateMonths(todayInSouthAfrica());
  const emp201 = estimate?.emp201;
  return (
    <Card component="section" aria-labelledby="emp201-heading">
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
          <Box>
            <Typography id="emp201-heading" variant="h6" component="h2">
              Monthly EMP201 estimate
            </Typography>
            <Typography variant="body2" sx={{ color: 'text.secondary' }}>
              {ESTIMATE_ONLY}
            </Typography>
          </Box>
          <TextField
            select
            size="small"
            // The backoffice's theme makes fields full width and filled; the picker stays a compact outlined one.
            fullWidth={false}
            variant="outlined"
            label="Month"
            value={month}
            onChange={(event) => onMonthChange(event.target.value)}
            sx={{ minWidth: 190 }}
          >
            {months.map((option) => (
              <MenuItem key={option} value={option}>
                {monthLabel(option)}
              </MenuItem>
            ))}
          </TextField>
        </Box>
        <Box sx={{ mt: 2, maxWidth: 480 }} aria-live="polite">
          {loading ? (
            <Skeleton height={140} />
          ) : failed || !estimate || !emp201 ? (
            <Alert severity="error">The estimate could not be loaded. Please try again later.</Alert>
          ) : estimate.employees.length === 0 ? (
            <Typography sx={{ color: 'text.secondary' }}>
              No active employees were employed in {monthLabel(month)}, so there is nothing to declare.
            </Typography>
          ) : emp201.complete ? (
            <Figures emp201={emp201} />
          ) : (
            <Alert severity="warning" data-testid="emp201-incomplete">
              {emp201.incomplete}. No total is shown until every employee can be estimated.
            </Alert>
          )}
          {estimate && (
            <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1.5 }}>
              Tax year {estimate.taxYear}
              {estimate.taxTableSource ? ` (${estimate.taxTableSource})` : ': no tax table published yet'}
            </Typography>
          )}
        </Box>
        {estimate && (
          <Box component="details" sx={{ mt: 1.5, '& summary': { cursor: 'pointer', color: 'primary.main' } }}>
            <Typography component="summary" variant="body2">
              What the estimate leaves out
            </Typography>
            <Box component="ul" sx={{ mt: 1, mb: 0, pl: 3 }}>
              {estimate.leftOut.map((item) => (
                <Typography component="li" variant="body2" key={item}>
                  {item}
                </Typography>
              ))}
            </Box>
          </Box>
        )}
      </CardContent>
    </Card>
  );
}
