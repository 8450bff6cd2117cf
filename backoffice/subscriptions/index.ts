import AutorenewIcon from '@mui/icons-material/Autorenew';
import { SubscriptionList } from './SubscriptionList.tsx';

export default { list: SubscriptionList, icon: AutorenewIcon };
