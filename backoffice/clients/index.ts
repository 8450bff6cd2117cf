import PeopleIcon from '@mui/icons-material/People';
import { userLabel } from '../common/fields.tsx';
import { ClientEdit } from './ClientEdit.tsx';
import { ClientList } from './ClientList.tsx';
import { ClientShow } from './ClientShow.tsx';

export default {
  list: ClientList,
  show: ClientShow,
  edit: ClientEdit,
  icon: PeopleIcon,
  recordRepresentation: userLabel,
};
