import NotificationsIcon from '@mui/icons-material/Notifications';
import { NotificationCreate } from './NotificationCreate.tsx';
import { NotificationList } from './NotificationList.tsx';

export default {
  list: NotificationList,
  create: NotificationCreate,
  icon: NotificationsIcon,
  recordRepresentation: 'title',
};
