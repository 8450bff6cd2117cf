import { Card, CardContent, LinearProgress, Typography } from '@mui/material';
import { useQuery } from '@tanstack/react-query';
import { formatStorage } from '../../../domain/format.ts';
import type { StorageUsage } from '../../../domain/shapes/documents.ts';

/** GET /api/documents/usage: the bytes of the client's own uploads and their storage quota. */
export const USAGE_KEY = ['/api/documents/usage'];

/** 'Storage: 1.2 GB of 2 GB used' with a bar, so a client sees the quota before an upload meets it. */
export function StorageUsageCard() {
  const { data } = useQuery<StorageUsage>({ queryKey: USAGE_KEY });
  if (!data) return null;
  const percent = data.quotaBytes > 0 ? Math.min(100, (data.usedBytes / data.quotaBytes) * 100) : 100;
  const line = `${formatStorage(data.usedBytes)} of ${formatStorage(data.quotaBytes)} used`;
  return (
    <Card component="section" aria-labelledby="storage-heading">
      <CardContent>
        <Typography id="storage-heading" variant="h6" component="h2">
          Storage
        </Typography>
        <Typography data-testid="storage-usage" sx={{ mb: 1 }}>
          {line}
        </Typography>
        <LinearProgress
          variant="determinate"
          value={percent}
          color={percent >= 90 ? 'warning' : 'primary'}
          aria-label={`Storage: ${line}`}
        />
      </CardContent>
    </Card>
  );
}
