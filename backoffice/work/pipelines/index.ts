import AccountTreeIcon from '@mui/icons-material/AccountTree';
import { lazyScreens } from '../../common/lazyScreens.ts';

export default {
  ...lazyScreens(() => import('./screens.ts'), {
    list: 'PipelineList',
    edit: 'PipelineEdit',
    create: 'PipelineCreate',
  }),
  icon: AccountTreeIcon,
  recordRepresentation: 'name',
};
