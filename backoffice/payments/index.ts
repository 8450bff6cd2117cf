import PaymentsIcon from '@mui/icons-material/PaymentsOutlined';
import { lazyScreens } from '../common/lazyScreens.ts';

export default { ...lazyScreens(() => import('./PaymentList.tsx'), { list: 'PaymentList' }), icon: PaymentsIcon };
