import { Box, Card, CardActionArea, Divider, Skeleton, Typography } from '@mui/material';
import type { ComponentType, ReactNode } from 'react';

interface Props {
  icon: ComponentType<{ fontSize?: 'large'; sx?: object }>;
  title: string;
  /** Undefined while loading. */
  value: ReactNode | undefined;
  /** Where the card leads (a hash route of the backoffice), if anywhere. */
  to?: string;
  children?: ReactNode;
}

/** One number on the dashboard, with what it counts and, below, how it breaks down. */
export function CardWithIcon({ icon: Icon, title, value, to, children }: Props) {
  const body = (
    <Box sx={{ display: 'flex', alignItems: 'center', gap: 2, p: 2 }}>
      <Icon fontSize="large" sx={{ color: 'primary.main' }} />
      <Box sx={{ textAlign: 'right', flex: 1 }}>
        <Typography color="text.secondary" component="h2" variant="body2">
          {title}
        </Typography>
        <Typography variant="h5" component="p" sx={{ fontWeight: 700 }}>
          {value === undefined ? <Skeleton width={60} sx={{ ml: 'auto' }} /> : value}
        </Typography>
      </Box>
    </Box>
  );
  return (
    <Card sx={{ flex: '1 1 180px', minWidth: 0 }}>
      {to ? <CardActionArea href={to}>{body}</CardActionArea> : body}
      {children && (
        <>
          <Divider />
          <Box sx={{ px: 2, py: 1 }}>{children}</Box>
        </>
      )}
    </Card>
  );
}
