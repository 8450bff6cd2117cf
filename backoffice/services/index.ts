import Inventory2Icon from '@mui/icons-material/Inventory2';
import { ServiceCreate } from './ServiceCreate.tsx';
import { ServiceEdit } from './ServiceEdit.tsx';
import { ServiceList } from './ServiceList.tsx';

export default {
  list: ServiceList,
  edit: ServiceEdit,
  create: ServiceCreate,
  icon: Inventory2Icon,
  recordRepresentation: 'title',
};
