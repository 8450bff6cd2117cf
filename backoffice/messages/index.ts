import ForumIcon from '@mui/icons-material/ForumOutlined';
import { InboxList } from './InboxList.tsx';

export default { list: InboxList, icon: ForumIcon };
