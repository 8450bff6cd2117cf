import { Box, Typography } from '@mui/material';
import {
  DateField,
  Edit,
  FunctionField,
  Labeled,
  ReferenceField,
  SelectField,
  SelectInput,
  SimpleForm,
  TextField,
  TextInput,
  required,
} from 'react-admin';
import { formatFileSize } from '../../domain/format.ts';
import { categoryChoices, documentStatusChoices } from './choices.ts';
import { FileLinks } from './FileLinks.tsx';
import { RetentionPanel } from '../retention/RetentionPanel.tsx';

/** Review one document: read it, then set approved / rejected / needs revision with notes. The server records who and when. */
export function DocumentReview() {
  return (
    <Edit mutationMode="pessimistic" title="Review document" redirect="list">
      <SimpleForm>
        <Typography variant="h6">Document</Typography>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 3 }}>
          <Labeled label="File name">
            <TextField source="fileName" />
          </Labeled>
          <Labeled label="Client">
            <ReferenceField source="userId" reference="clients" link="show" />
          </Labeled>
          <Labeled label="Category">
            <SelectField source="category" choices={categoryChoices} />
          </Labeled>
          <Labeled label="Size">
            <FunctionField render={(r: { fileSize: number }) => formatFileSize(r.fileSize)} />
          </Labeled>
          <Labeled label="Type">
            <TextField source="fileType" />
          </Labeled>
          <Labeled label="Uploaded">
            <DateField source="uploadedAt" showTime />
          </Labeled>
        </Box>
        <Labeled label="Description">
          <TextField source="description" emptyText="—" />
        </Labeled>
        <FileLinks />
        <RetentionPanel />
        <Typography variant="h6" sx={{ mt: 2 }}>
          Review
        </Typography>
        <SelectInput source="status" label="Outcome" choices={documentStatusChoices} validate={required()} />
        <TextInput source="reviewNotes" label="Review notes (the client sees these)" multiline minRows={3} fullWidth />
        <Box sx={{ display: 'flex', gap: 3 }}>
          <Labeled label="Reviewed by">
            <ReferenceField source="reviewedBy" reference="users" link={false} emptyText="—" />
          </Labeled>
          <Labeled label="Reviewed at">
            <DateField source="reviewedAt" showTime emptyText="—" />
          </Labeled>
        </Box>
      </SimpleForm>
    </Edit>
  );
}
