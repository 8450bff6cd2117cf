import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { userLabel } from '../common/userLabel.ts';
import { lazyScreens } from '../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), { list: 'UserList', create: 'UserCreate', edit: 'UserEdit' }),
  icon: ManageAccountsIcon,
  recordRepresentation: userLabel,
};
