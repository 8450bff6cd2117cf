import HistoryIcon from '@mui/icons-material/History';
import { ActivityLogList } from './ActivityLogList.tsx';

export default { list: ActivityLogList, icon: HistoryIcon };
