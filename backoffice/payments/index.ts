import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { PaymentList } from './PaymentList.tsx';

export default { list: PaymentList, icon: PaymentsIcon };
