import {
  Datagrid,
  FunctionField,
  List,
  ReferenceField,
  SearchInput,
  SelectField,
  SelectInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { clientFilter } from '../common/filters.tsx';
import { formatFileSize } from '../../domain/format.ts';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { documentStatusLabel } from '../../domain/labels.ts';
import { categoryChoices, documentStatusChoices } from './choices.ts';
import { FileLinks } from './FileLinks.tsx';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search documents" />,
  <SelectInput key="status" source="status" choices={documentStatusChoices} alwaysOn />,
  clientFilter('userId'),
  <SelectInput key="category" source="category" choices={categoryChoices} />,
];

/** The columns of a document list; the client column is left out on the client's own page. */
export function DocumentColumns({ withClient = true }: { withClient?: boolean }) {
  return (
    <Datagrid rowClick="edit" bulkActionButtons={false}>
      <TextField source="fileName" label="Document" sortable={false} sx={{ overflowWrap: 'anywhere' }} />
      {withClient && <ReferenceField source="userId" reference="clients" label="Client" link="show" sortable={false} />}
      <SelectField source="category" choices={categoryChoices} sortable={false} />
      <FunctionField label="Size" sortable={false} render={(r: { fileSize: number }) => formatFileSize(r.fileSize)} />
      <FunctionField source="status" label="Status" render={(r: { status: string }) => documentStatusLabel(r.status)} />
      <DateText source="uploadedAt" label="Uploaded" withTime />
      <FileLinks label="File" />
    </Datagrid>
  );
}

/** The review queue: pending documents first (the default filter); others by changing it. */
export function DocumentList() {
  const isSmall = useIsSmall();
  return (
    // No CSV export: the queue is a work list; react-admin's disabled export icon on phones also has no name.
    <List
      filters={filters}
      filterDefaultValues={{ status: 'pending' }}
      sort={{ field: 'uploadedAt', order: 'DESC' }}
      title="Review queue"
      exporter={false}
    >
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.fileName}
          secondaryText={(r) => <ReferenceField record={r} source="userId" reference="clients" link={false} />}
          tertiaryText={(r) => documentStatusLabel(r.status)}
          linkType="edit"
        />
      ) : (
        <DocumentColumns />
      )}
    </List>
  );
}
