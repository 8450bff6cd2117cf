import WebhookIcon from '@mui/icons-material/Webhook';
import { WebhookEndpointCreate } from './WebhookEndpointCreate.tsx';
import { WebhookEndpointEdit } from './WebhookEndpointEdit.tsx';
import { WebhookEndpointList } from './WebhookEndpointList.tsx';

export default {
  list: WebhookEndpointList,
  create: WebhookEndpointCreate,
  edit: WebhookEndpointEdit,
  icon: WebhookIcon,
  recordRepresentation: 'url',
};
