import AssignmentIcon from '@mui/icons-material/AssignmentOutlined';
import { RequestCreate } from './RequestCreate.tsx';
import { RequestEdit } from './RequestEdit.tsx';
import { RequestList } from './RequestList.tsx';

export default {
  list: RequestList,
  create: RequestCreate,
  edit: RequestEdit,
  icon: AssignmentIcon,
  recordRepresentation: 'description',
};
