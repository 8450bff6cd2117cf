import { fetchUtils, type DataProvider } from 'react-admin';
import simpleRestProvider from 'ra-data-simple-rest';
import type { DashboardStats } from '../domain/dashboard.ts';

export const API_URL = '/api/admin';

/**
 * Every call carries the session cookie; errors keep the problem details'
 * `detail` as their message so react-admin's notifications say what went wrong.
 */
export const httpClient = (url: string, options: fetchUtils.Options = {}) =>
  fetchUtils.fetchJson(url, { ...options, credentials: 'include' }).catch((error: unknown) => {
    const body = (error as { body?: { detail?: string; errors?: Record<string, string> } }).body;
    if (body?.detail && error instanceof Error) {
      error.message = body.errors ? `${body.detail} ${Object.values(body.errors).join(' ')}` : body.detail;
    }
    throw error;
  });

export interface BackofficeDataProvider extends DataProvider {
  /** The dashboard's numbers in one call. */
  getDashboard: () => Promise<DashboardStats>;
}

export const dataProvider: BackofficeDataProvider = {
  ...simpleRestProvider(API_URL, httpClient),
  getDashboard: () => httpClient(`${API_URL}/dashboard`).then(({ json }) => json as DashboardStats),
};
