import AssignmentIndIcon from '@mui/icons-material/AssignmentInd';
import { AssignmentCreate } from './AssignmentCreate.tsx';
import { AssignmentEdit } from './AssignmentEdit.tsx';
import { AssignmentList } from './AssignmentList.tsx';

export default { list: AssignmentList, create: AssignmentCreate, edit: AssignmentEdit, icon: AssignmentIndIcon };
