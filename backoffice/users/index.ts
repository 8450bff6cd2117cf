import ManageAccountsIcon from '@mui/icons-material/ManageAccounts';
import { userLabel } from '../common/fields.tsx';
import { UserCreate } from './UserCreate.tsx';
import { UserEdit } from './UserEdit.tsx';
import { UserList } from './UserList.tsx';

export default {
  list: UserList,
  create: UserCreate,
  edit: UserEdit,
  icon: ManageAccountsIcon,
  recordRepresentation: userLabel,
};
