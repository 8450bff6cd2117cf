import { Alert, Box, Card, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { Title } from 'react-admin';
import { request } from '../api-client.ts';

interface Row {
  assigneeId: string | null;
  name: string;
  active: number;
  dueThisWeek: number;
  overdue: number;
}

/** /admin#/work/workload (managers and admins): each person's open jobs, due this week and overdue, most late first. */
export function WorkloadPage() {
  const rows = useQuery({
    queryKey: ['backoffice', 'workload'],
    queryFn: () => request<Row[]>('GET', '/api/admin/workload'),
  });
  return (
    <Box sx={{ mt: 2, mb: 4, maxWidth: 900 }}>
      <Title title="Workload" />
      {rows.isError && <Alert severity="error">The workload could not be loaded.</Alert>}
      {/* Scrolls sideways on a phone: focusable, so the keyboard can scroll it too. */}
      <Card sx={{ overflowX: 'auto' }} tabIndex={0} role="region" aria-label="Workload table">
        <Table size="small" aria-label="Workload per member of staff">
          <TableHead>
            <TableRow>
              <TableCell>Member of staff</TableCell>
              <TableCell align="right">Open jobs</TableCell>
              <TableCell align="right">Due this week</TableCell>
              <TableCell align="right">Overdue</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {(rows.data ?? []).map((row) => (
              <TableRow key={row.assigneeId ?? 'unassigned'}>
                <TableCell component="th" scope="row">
                  {row.name}
                </TableCell>
                <TableCell align="right">{row.active}</TableCell>
                <TableCell align="right">{row.dueThisWeek}</TableCell>
                <TableCell
                  align="right"
                  sx={{ color: row.overdue ? 'error.main' : undefined, fontWeight: row.overdue ? 600 : undefined }}
                >
                  {row.overdue}
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </Card>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
        Open jobs are active or on hold; this week runs to Sunday.
      </Typography>
    </Box>
  );
}
