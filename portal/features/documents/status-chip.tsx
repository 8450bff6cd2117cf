import { Chip, type ChipProps } from '@mui/material';
import { documentStatusLabel } from '../../../domain/labels.ts';

/** How each document or request status stands out; the labels are shared with the backoffice. */
const COLORS: Record<string, ChipProps['color']> = {
  pending: 'warning',
  approved: 'success',
  completed: 'success',
  rejected: 'error',
  overdue: 'error',
  needs_revision: 'info',
};

export function StatusChip({ status }: { status: string }) {
  return (
    <Chip size="small" label={documentStatusLabel(status)} color={COLORS[status] ?? 'default'} variant="outlined" />
  );
}
