import { CssBaseline } from '@mui/material';
import {
  AccessDenied,
  AdminContext,
  type AdminProps,
  AuthCallback,
  type CatchAllComponent,
  AuthenticationError,
  CoreAdminUI,
  Error as ErrorPage,
  LoadingPage,
  localStorageStore,
  NotFound,
  Notification,
} from 'react-admin';

/** The same store react-admin's <Admin> makes: saved list filters and columns keep their keys. */
const store = localStorageStore();

type ShellProps = Pick<
  AdminProps,
  | 'authProvider'
  | 'children'
  | 'dashboard'
  | 'dataProvider'
  | 'i18nProvider'
  | 'layout'
  | 'loginPage'
  | 'requireAuth'
  | 'theme'
  | 'title'
>;

/**
 * What react-admin's <Admin> renders, with every page named here. <Admin>'s own defaults
 * (its sign-in form, with react-hook-form and the form inputs) would otherwise ship in the
 * first load even though the backoffice replaces them.
 */
export function AdminShell({ authProvider, dataProvider, i18nProvider, theme, children, ...ui }: ShellProps) {
  return (
    <AdminContext
      authProvider={authProvider}
      dataProvider={dataProvider}
      i18nProvider={i18nProvider}
      theme={theme}
      store={store}
    >
      <CssBaseline enableColorScheme>
        <CoreAdminUI
          accessDenied={AccessDenied}
          authCallbackPage={AuthCallback}
          authenticationError={AuthenticationError}
          // react-admin's <Admin> passes the same page; only its props are typed more narrowly.
          catchAll={NotFound as CatchAllComponent}
          error={ErrorPage}
          loading={LoadingPage}
          disableTelemetry
          {...ui}
        >
          {children}
        </CoreAdminUI>
        <Notification />
      </CssBaseline>
    </AdminContext>
  );
}
