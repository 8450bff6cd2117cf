import { Card, CardContent, Typography } from '@mui/material';
import { Title } from 'react-admin';

export function Dashboard() {
  return (
    <Card>
      <Title title="Backoffice" />
      <CardContent>
        <Typography variant="h5" component="h1">
          Backoffice
        </Typography>
        <Typography>Clients, documents, enquiries and billing for the firm's staff.</Typography>
      </CardContent>
    </Card>
  );
}
