import { Card, CardContent, List, ListItem, ListItemText, Typography } from '@mui/material';

/** Document Guidelines: advice only; the picker accepts any type (docs/product/business-rules.md#upload). */
export function GuidelinesCard() {
  return (
    <Card component="aside" aria-labelledby="guidelines-heading">
      <CardContent>
        <Typography id="guidelines-heading" variant="h6" component="h2">
          Document Guidelines
        </Typography>
        <List dense>
          <ListItem disableGutters>
            <ListItemText primary="Accepted formats" secondary="PDF, JPG, PNG, DOCX, XLSX and CSV" />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText primary="Maximum size" secondary="10 MB per file" />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              primary="Make it readable"
              secondary="Scans and photos should be clear, complete and the right way up"
            />
          </ListItem>
          <ListItem disableGutters>
            <ListItemText
              primary="Choose the right category"
              secondary="It helps your accountant review your documents faster"
            />
          </ListItem>
        </List>
      </CardContent>
    </Card>
  );
}
