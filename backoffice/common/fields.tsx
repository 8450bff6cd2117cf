import { Chip } from '@mui/material';
import { useRecordContext, type FieldProps } from 'react-admin';
import { formatTime, formatDate, formatRand } from '../../domain/format.ts';

// Kept apart so the first load (resource names in references) never pulls in the fields' chips.
export { userLabel } from './userLabel.ts';

/** Dates as the portal shows them (South African time); `withTime` adds hh:mm for logs and inboxes. */
export function DateText({ source, withTime = false }: FieldProps & { source: string; withTime?: boolean }) {
  const record = useRecordContext();
  const value = record?.[source] as string | null | undefined;
  if (!value) return null;
  const time = withTime ? ` ${formatTime(value)}` : '';
  return <span>{formatDate(value, 'short') + time}</span>;
}

/** Rand with two decimals, as dashboards and prices show them. */
export function RandText({ source }: FieldProps & { source: string }) {
  const record = useRecordContext();
  const value = record?.[source] as number | null | undefined;
  return value === null || value === undefined ? null : <span>{formatRand(value, 2)}</span>;
}

/** A flag as a small coloured chip: done (green) or still to do (amber). */
export function FlagChip({ source, on, off }: FieldProps & { source: string; on: string; off: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const value = Boolean(record[source]);
  return (
    <Chip
      size="small"
      label={value ? on : off}
      color={value ? 'success' : 'warning'}
      variant={value ? 'outlined' : 'filled'}
    />
  );
}

/** A status as a small chip: its label from the choices, its colour from `colours` (default grey). */
export function StatusChip({
  source = 'status',
  choices,
  colours,
}: {
  source?: string;
  choices: readonly { id: string; name: string }[];
  colours: Partial<Record<string, 'default' | 'success' | 'warning' | 'error'>>;
}) {
  const record = useRecordContext();
  const value = record?.[source] as string | undefined;
  if (!value) return null;
  const label = choices.find((choice) => choice.id === value)?.name ?? value;
  return <Chip size="small" label={label} color={colours[value] ?? 'default'} />;
}
