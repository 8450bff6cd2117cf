import EventIcon from '@mui/icons-material/EventOutlined';
import { DeadlineList } from './DeadlineList.tsx';

export default { list: DeadlineList, icon: EventIcon, recordRepresentation: 'periodLabel' };
