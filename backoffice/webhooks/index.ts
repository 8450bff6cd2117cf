import WebhookIcon from '@mui/icons-material/Webhook';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), {
    list: 'WebhookEndpointList',
    create: 'WebhookEndpointCreate',
    edit: 'WebhookEndpointEdit',
  }),
  icon: WebhookIcon,
  recordRepresentation: 'url',
};
