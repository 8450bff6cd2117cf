import AssignmentIndIcon from '@mui/icons-material/AssignmentIndOutlined';
import GroupsIcon from '@mui/icons-material/GroupsOutlined';
import TuneIcon from '@mui/icons-material/Tune';
import ViewKanbanIcon from '@mui/icons-material/ViewKanbanOutlined';
import { Menu as RaMenu } from 'react-admin';
import { useRole } from '../permissions.ts';

/** The sidebar: the day's work first, the firm's settings last, each shown to the roles that may use it. */
export function Menu() {
  const { isAdmin, seesEveryClient } = useRole();
  return (
    <RaMenu>
      <RaMenu.DashboardItem />
      <RaMenu.Item to="/work/mine" primaryText="My work" leftIcon={<AssignmentIndIcon />} />
      <RaMenu.Item to="/work/board" primaryText="Work board" leftIcon={<ViewKanbanIcon />} />
      {seesEveryClient && <RaMenu.Item to="/work/workload" primaryText="Workload" leftIcon={<GroupsIcon />} />}
      <RaMenu.ResourceItem name="pipelines" />
      <RaMenu.ResourceItem name="clients" />
      <RaMenu.ResourceItem name="client-notes" />
      <RaMenu.ResourceItem name="client-assignments" />
      <RaMenu.ResourceItem name="message-threads" />
      <RaMenu.ResourceItem name="documents" />
      <RaMenu.ResourceItem name="document-requests" />
      <RaMenu.ResourceItem name="deadlines" />
      <RaMenu.ResourceItem name="engagement-letters" />
      <RaMenu.ResourceItem name="contact-submissions" />
      <RaMenu.ResourceItem name="waitlist-submissions" />
      <RaMenu.ResourceItem name="quote-requests" />
      <RaMenu.ResourceItem name="admin-notifications" />
      <RaMenu.ResourceItem name="subscriptions" />
      <RaMenu.ResourceItem name="payments" />
      <RaMenu.ResourceItem name="services" />
      <RaMenu.ResourceItem name="public-holidays" />
      <RaMenu.ResourceItem name="compliance-rules" />
      <RaMenu.ResourceItem name="engagement-templates" />
      <RaMenu.ResourceItem name="tax-tables" />
      <RaMenu.ResourceItem name="payroll-rates" />
      <RaMenu.ResourceItem name="retention-rules" />
      {seesEveryClient && <RaMenu.ResourceItem name="retained-records" />}
      {isAdmin && <RaMenu.ResourceItem name="disposals" />}
      <RaMenu.ResourceItem name="correction-requests" />
      {isAdmin && <RaMenu.ResourceItem name="breaches" />}
      {isAdmin && <RaMenu.ResourceItem name="users" />}
      {seesEveryClient && <RaMenu.ResourceItem name="email-outbox" />}
      <RaMenu.ResourceItem name="activity-logs" />
      {isAdmin && <RaMenu.ResourceItem name="api-keys" />}
      {isAdmin && <RaMenu.ResourceItem name="webhook-endpoints" />}
      {isAdmin && <RaMenu.Item to="/firm-settings" primaryText="Firm settings" leftIcon={<TuneIcon />} />}
    </RaMenu>
  );
}
