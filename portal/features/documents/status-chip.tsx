import { Chip, type ChipProps } from '@mui/material';

/** SPEC.md section 4: the labels of document and request statuses; an unknown value is shown as is. */
export const STATUS_LABELS: Record<string, string> = {
  pending: 'Pending',
  approved: 'Approved',
  rejected: 'Rejected',
  needs_revision: 'Needs Revision',
  completed: 'Completed',
  overdue: 'Overdue',
};
const COLORS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  completed: 'success',
  rejected: 'error',
  overdue: 'error',
  needs_revision: 'info',
};

export const statusLabel = (status: string) => STATUS_LABELS[status] ?? status;

export function StatusChip({ status }: { status: string }) {
  return <Chip size="small" label={statusLabel(status)} color={COLORS[status] ?? 'default'} variant="outlined" />;
}
