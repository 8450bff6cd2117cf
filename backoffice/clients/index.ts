import PeopleIcon from '@mui/icons-material/People';
import { userLabel } from '../common/fields.tsx';
import { ClientCreate } from './ClientCreate.tsx';
import { ClientEdit } from './ClientEdit.tsx';
import { ClientList } from './ClientList.tsx';
import { ClientShow } from './ClientShow.tsx';

export default {
  list: ClientList,
  create: ClientCreate,
  show: ClientShow,
  edit: ClientEdit,
  icon: PeopleIcon,
  recordRepresentation: userLabel,
};
