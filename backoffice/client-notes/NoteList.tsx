import {
  BooleanField,
  Datagrid,
  List,
  NullableBooleanInput,
  ReferenceField,
  SearchInput,
  SimpleList,
  TextField,
} from 'react-admin';
import { clientFilter } from '../common/filters.tsx';
import { DateText } from '../common/fields.tsx';
import { useIsSmall } from '../common/useIsSmall.ts';
import { csvExporter } from '../common/csvExporter.ts';

const filters = [
  <SearchInput key="q" source="q" alwaysOn placeholder="Search notes" />,
  clientFilter('clientId'),
  <NullableBooleanInput key="isPrivate" source="isPrivate" label="Private" />,
];

export function NoteList() {
  const isSmall = useIsSmall();
  return (
    <List exporter={csvExporter} filters={filters} sort={{ field: 'createdAt', order: 'DESC' }}>
      {isSmall ? (
        <SimpleList
          primaryText={(r) => r.content}
          secondaryText={(r) => <ReferenceField record={r} source="clientId" reference="clients" link={false} />}
          tertiaryText={(r) => (r.isPrivate ? 'Private' : 'Shared')}
          linkType="edit"
        />
      ) : (
        <Datagrid rowClick="edit" bulkActionButtons={false}>
          <ReferenceField source="clientId" reference="clients" link="show" sortable={false} />
          <TextField
            source="content"
            sortable={false}
            sx={{ whiteSpace: 'pre-wrap', display: 'block', maxWidth: 520 }}
          />
          <BooleanField source="isPrivate" sortable={false} />
          <ReferenceField source="authorId" reference="users" link={false} sortable={false} emptyText="—" />
          <DateText source="createdAt" withTime />
        </Datagrid>
      )}
    </List>
  );
}
