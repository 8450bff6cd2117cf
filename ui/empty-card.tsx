import { Card, CardContent, Typography } from '@mui/material';
import type { ReactNode } from 'react';

/** What a list shows when it has nothing: a heading, why, and what to do next (the children). */
export function EmptyCard({ title, message, children }: { title: string; message: ReactNode; children?: ReactNode }) {
  return (
    <Card>
      <CardContent sx={{ textAlign: 'center', py: 5 }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 1, mb: 2 }}>{message}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}
