import { useQuery } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import type { BackofficeDataProvider } from '../dataProvider.ts';

/** Every card reads the one GET /api/admin/dashboard answer (react-query shares it). */
export function useDashboardStats() {
  const dataProvider = useDataProvider<BackofficeDataProvider>();
  return useQuery({ queryKey: ['backoffice', 'dashboard'], queryFn: () => dataProvider.getDashboard() });
}
