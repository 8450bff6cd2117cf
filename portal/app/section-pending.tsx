import { Card, CardContent, Typography } from '@mui/material';

/**
 * A dashboard section whose feature has not shipped yet. It says so plainly
 * rather than showing invented data; the route exists so links never 404.
 */
export function SectionPending({ title }: { title: string }) {
  return (
    <>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700, mb: 3 }}>
        {title}
      </Typography>
      <Card>
        <CardContent>
          <Typography>
            This section is not available in the portal yet. Your accountant can help in the meantime.
          </Typography>
        </CardContent>
      </Card>
    </>
  );
}
