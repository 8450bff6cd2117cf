import {
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  IconButton,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableContainer,
  TableHead,
  TableRow,
  Tooltip,
  Typography,
} from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import VisibilityIcon from '@mui/icons-material/VisibilityOutlined';
import { useMemo, useState } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatRand } from '../../../domain/format.ts';
import { Spinner } from '../../../ui/spinner.tsx';
import type { Payment } from '../../../domain/shapes/billing.ts';
import {
  groupByMonth,
  invoiceUrl,
  matchesPaymentSearch,
  paymentCount,
  paymentMethod,
  statusLabel,
} from './payment-display.ts';
import { PaymentDetailsDialog } from './payment-details-dialog.tsx';
import { usePaymentList } from './use-payments.ts';
import { EmptyCard } from '../../../ui/empty-card.tsx';
import { SearchField } from '../../components/search-field.tsx';

const STATUS_COLOURS = { completed: 'success', pending: 'warning', failed: 'error', refunded: 'default' } as const;

/** /dashboard/payments (docs/product/portal.md#payments). */
export function PaymentsPage() {
  const { data: payments = [], isLoading } = usePaymentList();
  const [search, setSearch] = useState('');
  const [viewing, setViewing] = useState<Payment | null>(null);
  const groups = useMemo(
    () => groupByMonth(payments.filter((p) => matchesPaymentSearch(p, search))),
    [payments, search],
  );

  return (
    <Stack spacing={3}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', justifyContent: 'space-between' }}>
        <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
          Payment History
        </Typography>
        <Button component={RouterLink} to="/dashboard/subscriptions" variant="outlined">
          Manage Subscriptions
        </Button>
      </Box>
      <SearchField what="payments" value={search} onChange={setSearch} />
      {isLoading ? (
        <Spinner label="Loading payments" />
      ) : groups.length === 0 ? (
        <EmptyCard
          title="No Payments Found"
          message={
            search.trim()
              ? 'No payments match your search.'
              : 'Your payments appear here once you subscribe to a package.'
          }
        >
          <Button variant="contained" href="/services">
            View Service Packages
          </Button>
        </EmptyCard>
      ) : (
        groups.map((group) => (
          <Card key={group.label} component="section" aria-label={group.label}>
            <CardContent>
              <Stack direction="row" spacing={1} sx={{ alignItems: 'baseline', mb: 1 }}>
                <Typography variant="h6" component="h2">
                  {group.label}
                </Typography>
                <Typography sx={{ color: 'text.secondary' }}>{paymentCount(group.payments.length)}</Typography>
              </Stack>
              <TableContainer>
                <Table size="small">
                  <TableHead>
                    <TableRow>
                      {['Status', 'Date', 'Description', 'Method', 'Amount', 'Actions'].map((h) => (
                        <TableCell key={h} align={h === 'Amount' || h === 'Actions' ? 'right' : 'left'}>
                          {h}
                        </TableCell>
                      ))}
                    </TableRow>
                  </TableHead>
                  <TableBody>
                    {group.payments.map((payment) => (
                      <TableRow key={payment.id}>
                        <TableCell>
                          <Chip
                            size="small"
                            label={statusLabel(payment.status)}
                            color={STATUS_COLOURS[payment.status]}
                          />
                        </TableCell>
                        <TableCell>{formatDate(payment.paymentDate)}</TableCell>
                        <TableCell>{payment.description ?? payment.subscription?.service.title ?? '—'}</TableCell>
                        <TableCell>{paymentMethod(payment)}</TableCell>
                        <TableCell align="right">{formatRand(payment.amount, 2)}</TableCell>
                        <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                          <Tooltip title="View details">
                            <IconButton aria-label="View details" onClick={() => setViewing(payment)}>
                              <VisibilityIcon />
                            </IconButton>
                          </Tooltip>
                          {payment.status === 'completed' && (
                            <Tooltip title="Download invoice">
                              <IconButton aria-label="Download invoice" href={invoiceUrl(payment)} download>
                                <DownloadIcon />
                              </IconButton>
                            </Tooltip>
                          )}
                        </TableCell>
                      </TableRow>
                    ))}
                  </TableBody>
                </Table>
              </TableContainer>
            </CardContent>
          </Card>
        ))
      )}
      <PaymentDetailsDialog payment={viewing} onClose={() => setViewing(null)} />
    </Stack>
  );
}
