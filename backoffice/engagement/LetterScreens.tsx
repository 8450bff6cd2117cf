import {
  AutocompleteInput,
  Create,
  Datagrid,
  Edit,
  EditButton,
  FunctionField,
  List,
  ReferenceInput,
  required,
  SelectInput,
  Show,
  SimpleForm,
  SimpleShowLayout,
  TextField,
  TextInput,
  TopToolbar,
  useRecordContext,
  type RaRecord,
} from 'react-admin';
import { csvExporter } from '../common/csvExporter.ts';
import { DateText, StatusChip, userLabel } from '../common/fields.tsx';
import { LetterActions } from './LetterActions.tsx';

export const letterStatusChoices = [
  { id: 'draft', name: 'Draft' },
  { id: 'sent', name: 'Waiting for signature' },
  { id: 'signed', name: 'Signed' },
  { id: 'declined', name: 'Declined' },
  { id: 'withdrawn', name: 'Withdrawn' },
  { id: 'superseded', name: 'Superseded' },
];
const COLOURS = { sent: 'warning', signed: 'success', declined: 'error' } as const;

export function LetterStatus() {
  return <StatusChip choices={letterStatusChoices} colours={COLOURS} />;
}

/** The columns of a letter list; on a client's page the client column goes. */
export function LetterColumns({ withClient = true }: { withClient?: boolean }) {
  return (
    <Datagrid rowClick="show" bulkActionButtons={false}>
      {withClient && <TextField source="clientName" label="Client" sortable={false} />}
      <TextField source="packageTitle" label="Package" sortable={false} />
      <FunctionField source="status" label="Status" render={() => <LetterStatus />} />
      <FunctionField label="Template" render={(record: RaRecord) => `v${record.templateVersion}`} />
      <DateText source="sentAt" label="Sent" />
      <DateText source="signedAt" label="Signed" />
      <DateText source="createdAt" label="Prepared" />
    </Datagrid>
  );
}

export function LetterList() {
  return (
    <List
      exporter={csvExporter}
      filters={[<SelectInput key="status" source="status" choices={letterStatusChoices} alwaysOn />]}
      sort={{ field: 'createdAt', order: 'DESC' }}
      title="Engagement letters"
    >
      <LetterColumns />
    </List>
  );
}

/** Only a draft can be edited: a sent letter is frozen. */
function ShowActions() {
  const record = useRecordContext();
  return <TopToolbar>{record?.status === 'draft' && <EditButton />}</TopToolbar>;
}

export function LetterShow() {
  return (
    <Show title="Engagement letter" actions={<ShowActions />}>
      <SimpleShowLayout>
        <TextField source="clientName" label="Client" />
        <TextField source="packageTitle" label="Package" />
        <FunctionField label="Status" render={() => <LetterStatus />} />
        <LetterActions />
        <DateText source="sentAt" label="Sent" withTime />
        <DateText source="viewedAt" label="First viewed" withTime />
        <DateText source="signedAt" label="Signed" withTime />
        <TextField source="signerName" label="Signed by" emptyText="—" />
        <TextField source="signerCapacity" label="Capacity" emptyText="—" />
        <TextField source="signedIp" label="Signed from (IP)" emptyText="—" />
        <TextField source="declineReason" label="Reason declined" emptyText="—" />
        <TextField source="letterSha256" label="Letter SHA-256" emptyText="—" sx={{ wordBreak: 'break-all' }} />
        <TextField source="signedSha256" label="Signed PDF SHA-256" emptyText="—" sx={{ wordBreak: 'break-all' }} />
        <TextField source="body" label="Letter" sx={{ whiteSpace: 'pre-wrap' }} />
      </SimpleShowLayout>
    </Show>
  );
}

/** A draft's text: its scope can be changed until it is sent. */
export function LetterEdit() {
  return (
    <Edit mutationMode="pessimistic" title="Edit the draft letter" redirect="show">
      <SimpleForm>
        <TextInput
          source="body"
          label="Letter (Markdown: # title, ## headings, - bullets)"
          multiline
          fullWidth
          minRows={16}
          validate={required()}
          helperText="Placeholders such as {{client.name}} are filled in; any other is refused"
        />
      </SimpleForm>
    </Edit>
  );
}

/** A new draft from a package's newest template, filled in for the client. */
export function LetterCreate() {
  return (
    <Create title="New engagement letter" redirect="edit">
      <SimpleForm>
        <ReferenceInput source="clientId" reference="clients">
          <AutocompleteInput label="Client" optionText={userLabel} validate={required()} sx={{ minWidth: 300 }} />
        </ReferenceInput>
        <ReferenceInput source="serviceId" reference="services">
          <SelectInput label="Package" optionText="title" validate={required()} />
        </ReferenceInput>
      </SimpleForm>
    </Create>
  );
}
