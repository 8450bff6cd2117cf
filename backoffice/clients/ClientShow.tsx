import AddIcon from '@mui/icons-material/Add';
import { Button as MuiButton, Typography } from '@mui/material';
import {
  BooleanField,
  Datagrid,
  EditButton,
  EmailField,
  FunctionField,
  NumberField,
  Pagination,
  ReferenceField,
  ReferenceManyField,
  SelectField,
  Show,
  TabbedShowLayout,
  TabbedShowLayoutTabs,
  TextField,
  TopToolbar,
  useRecordContext,
} from 'react-admin';
import { InviteStatus, ResendInvitationButton } from '../users/invitation.tsx';
import { monthChoices, vatCategoryChoices } from './ComplianceInputs.tsx';
import { ANNUAL_REVENUE_LABELS, BUSINESS_TYPE_LABELS } from '../../domain/labels.ts';
import type { AnnualRevenue, BusinessType } from '../../domain/enums.ts';
import { DateText, RandText } from '../common/fields.tsx';
import { useRole } from '../permissions.ts';
import { CLIENT_EXTRA_TABS } from './extraTabs.tsx';

/** A link to a create form with this client already chosen. */
function CreateForClient({ resource, text }: { resource: string; text: string }) {
  const record = useRecordContext();
  if (!record) return null;
  const source = encodeURIComponent(JSON.stringify({ clientId: record.id }));
  return (
    <MuiButton size="small" startIcon={<AddIcon />} href={`#/${resource}/create?source=${source}`} sx={{ mb: 1 }}>
      {text}
    </MuiButton>
  );
}

function ClientTitle() {
  const record = useRecordContext();
  return <span>{record ? `Client: ${record.company || record.username}` : 'Client'}</span>;
}

function ShowActions() {
  return (
    <TopToolbar>
      <ResendInvitationButton />
      <EditButton />
    </TopToolbar>
  );
}

export function ClientShow() {
  const { seesEveryClient } = useRole();
  return (
    <Show title={<ClientTitle />} actions={<ShowActions />}>
      {/* Scrollable: the client's tabs outgrow a phone's width, which must not widen the page. */}
      {/* width 0 + min-width 100%: the tab row fills the page but adds nothing to its minimum width, so nine tabs scroll instead of widening it. */}
      <TabbedShowLayout
        tabs={<TabbedShowLayoutTabs variant="scrollable" scrollButtons="auto" sx={{ width: 0, minWidth: '100%' }} />}
      >
        <TabbedShowLayout.Tab label="Profile">
          <TextField source="company" emptyText="Not set" />
          <TextField source="username" />
          <FunctionField
            label="Name"
            render={(r) => [r.firstName, r.lastName].filter(Boolean).join(' ') || 'Not set'}
          />
          <EmailField source="email" />
          <InviteStatus source="invitedAt" label="Status" />
          {/* Until the address opens its link, only account e-mails reach it. */}
          <FunctionField
            label="E-mail verified"
            render={(r) =>
              r.emailVerifiedAt ? (
                <DateText source="emailVerifiedAt" withTime />
              ) : (
                'Not yet: reminders and messages are held'
              )
            }
          />
          <TextField source="phone" emptyText="Not set" />
          <FunctionField
            label="Address"
            render={(r) =>
              [r.address, r.city, r.postalCode, r.country].filter(Boolean).join(', ') || 'Address not complete'
            }
          />
          <TextField source="vatNumber" label="VAT number" emptyText="Not set" />
          <TextField source="registrationNumber" label="Registration number" emptyText="Not set" />
          <FunctionField
            label="Business type"
            render={(r) => BUSINESS_TYPE_LABELS[r.businessType as BusinessType] ?? 'Not set'}
          />
          <FunctionField
            label="Annual revenue"
            render={(r) => ANNUAL_REVENUE_LABELS[r.annualRevenue as AnnualRevenue] ?? 'Not set'}
          />
          <NumberField source="numberOfEmployees" label="Number of employees" emptyText="Not set" />
          <SelectField
            source="financialYearEndMonth"
            label="Financial year-end"
            choices={monthChoices}
            emptyText="Not set"
          />
          <SelectField source="vatCategory" label="VAT category" choices={vatCategoryChoices} emptyText="Not set" />
          <FunctionField
            label="VAT on eFiling"
            render={(r) => (r.vatEfiler === null || r.vatEfiler === undefined ? 'Not set' : r.vatEfiler ? 'Yes' : 'No')}
          />
          <TextField source="incorporationDate" label="Incorporation date" emptyText="Not set" />
          <BooleanField source="registeredEmployer" label="Registered employer" />
          <TextField source="payeReference" label="PAYE reference" emptyText="Not set" />
          <BooleanField source="isProfileComplete" label="Profile complete" />
          <DateText source="lastLogin" withTime label="Last login" />
          <DateText source="createdAt" label="Joined" />
        </TabbedShowLayout.Tab>

        <TabbedShowLayout.Tab label="Notes" path="notes">
          <CreateForClient resource="client-notes" text="Write a note" />
          <ReferenceManyField
            reference="client-notes"
            target="clientId"
            sort={{ field: 'createdAt', order: 'DESC' }}
            pagination={<Pagination />}
            perPage={10}
          >
            <Datagrid
              rowClick="edit"
              bulkActionButtons={false}
              empty={<Typography variant="body2">No notes yet.</Typography>}
            >
              <TextField source="content" sortable={false} sx={{ whiteSpace: 'pre-wrap' }} />
              <BooleanField source="isPrivate" label="Private" sortable={false} />
              <ReferenceField source="authorId" reference="users" label="Author" sortable={false} emptyText="—" />
              <DateText source="createdAt" withTime label="Written" />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>

        <TabbedShowLayout.Tab label="Assignments" path="assignments">
          {seesEveryClient && <CreateForClient resource="client-assignments" text="Assign an accountant" />}
          <ReferenceManyField
            reference="client-assignments"
            target="clientId"
            sort={{ field: 'assignedAt', order: 'DESC' }}
          >
            <Datagrid
              rowClick={seesEveryClient ? 'edit' : false}
              bulkActionButtons={false}
              empty={<Typography variant="body2">No accountant assigned.</Typography>}
            >
              <ReferenceField source="accountantId" reference="users" label="Accountant" sortable={false} />
              <BooleanField source="isActive" label="Active" sortable={false} />
              <DateText source="assignedAt" label="Assigned" />
              <TextField source="notes" emptyText="—" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>

        <TabbedShowLayout.Tab label="Employees" path="employees">
          <ReferenceManyField
            reference="company-employees"
            target="userId"
            sort={{ field: 'createdAt', order: 'ASC' }}
            pagination={<Pagination />}
            perPage={25}
          >
            <Datagrid
              rowClick={false}
              bulkActionButtons={false}
              empty={<Typography variant="body2">No employee records.</Typography>}
            >
              <FunctionField label="Name" render={(r) => `${r.firstName} ${r.lastName}`} />
              <TextField source="employeeId" label="Employee ID" emptyText="—" sortable={false} />
              <TextField source="position" emptyText="—" sortable={false} />
              <EmailField source="email" emptyText="—" sortable={false} />
              <RandText source="salaryAmount" label="Monthly salary" />
              <TextField source="startDate" label="Start" emptyText="—" sortable={false} />
              <TextField source="endDate" label="End" emptyText="—" sortable={false} />
              <BooleanField source="isActive" label="Active" sortable={false} />
            </Datagrid>
          </ReferenceManyField>
        </TabbedShowLayout.Tab>

        {CLIENT_EXTRA_TABS.map(({ label, path, content: Content }) => (
          <TabbedShowLayout.Tab key={path} label={label} path={path}>
            <Content />
          </TabbedShowLayout.Tab>
        ))}
      </TabbedShowLayout>
    </Show>
  );
}
