import { Box, Typography } from '@mui/material';
import { Fragment, type ReactNode } from 'react';

export interface Detail {
  label: string;
  value: ReactNode;
  /** What the reader must copy exactly (a payment reference) stands out. */
  strong?: boolean;
}

/** Labels and their values as a description list: side by side, stacked on a phone. */
export function DetailList({ items }: { items: Detail[] }) {
  return (
    <Box
      component="dl"
      sx={{
        display: 'grid',
        gridTemplateColumns: { xs: '1fr', sm: 'max-content 1fr' },
        columnGap: 3,
        rowGap: { xs: 0, sm: 1 },
        m: 0,
      }}
    >
      {items.map(({ label, value, strong }) => (
        <Fragment key={label}>
          <Typography component="dt" sx={{ color: 'text.secondary' }}>
            {label}
          </Typography>
          <Typography
            component="dd"
            sx={{ m: 0, mb: { xs: 1, sm: 0 }, overflowWrap: 'anywhere', fontWeight: strong ? 700 : 400 }}
          >
            {value}
          </Typography>
        </Fragment>
      ))}
    </Box>
  );
}
