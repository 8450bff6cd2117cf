import type { DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DashboardStats } from '../domain/dashboard.ts';
import { API_URL, httpClient } from './api-client.ts';

export interface BackofficeDataProvider extends DataProvider {
  /** The dashboard's numbers in one call. */
  getDashboard: () => Promise<DashboardStats>;
}

export const dataProvider: BackofficeDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  getDashboard: () => httpClient(`${API_URL}/dashboard`).then(({ json }) => json as DashboardStats),
};
