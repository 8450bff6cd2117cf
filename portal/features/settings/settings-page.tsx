import { Box, Button, Card, CardContent, Chip, Divider, Link, Stack, Typography } from '@mui/material';
import ShieldIcon from '@mui/icons-material/VerifiedUser';
import { useState, type ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { formatDate, formatTime } from '../../../domain/format.ts';
import { roleLabel } from '../../../domain/labels.ts';
import type { User } from '../../../domain/shapes/user.ts';
import { useToast } from '../../components/toaster.tsx';
import { useUser } from '../../lib/use-user.ts';
import { ChangeEmailDialog } from './change-email-dialog.tsx';
import { ChangePasswordDialog } from './change-password-dialog.tsx';
import { EmailNotificationsCard } from './email-notifications-card.tsx';
import { TwoFactorRow } from '../../../ui/two-factor/two-factor-row.tsx';
import { ConsentsCard } from './consents-card.tsx';
import { DangerZoneCard } from './danger-zone-card.tsx';
import { YourDataCard } from './your-data-card.tsx';

function Row({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '180px 1fr' }, gap: { xs: 0, sm: 2 }, py: 1 }}>
      <Typography component="dt" variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography component="dd" sx={{ m: 0, overflowWrap: 'anywhere' }}>
        {children}
      </Typography>
    </Box>
  );
}

function businessInformation(user: User): ReactNode {
  if (!user.company) return 'Business information not set';
  const addressComplete = user.address && user.city && user.postalCode;
  return (
    <>
      {user.company}
      <br />
      {addressComplete ? `${user.address}, ${user.city}, ${user.postalCode}` : 'Address not complete'}
    </>
  );
}

export function SettingsPage() {
  const { data: user } = useUser();
  const [dialog, setDialog] = useState<'email' | 'password' | null>(null);
  const toast = useToast();
  if (!user) return null;
  const fullName = [user.firstName, user.lastName].filter(Boolean).join(' ');

  return (
    <Stack spacing={3} sx={{ maxWidth: 860 }}>
      <Typography variant="h4" component="h1" sx={{ fontWeight: 700 }}>
        Account Settings
      </Typography>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Account Information
          </Typography>
          <Box component="dl" sx={{ my: 1 }}>
            <Row label="Username">{user.username}</Row>
            <Row label="Email">{user.email}</Row>
            <Row label="Full name">{fullName || 'Not set'}</Row>
            <Row label="Account type">{roleLabel(user.role)}</Row>
            <Row label="Phone">{user.phone || 'Not set'}</Row>
            <Row label="Business information">{businessInformation(user)}</Row>
          </Box>
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1}>
            <Button variant="outlined" onClick={() => setDialog('email')}>
              Change Email
            </Button>
            <Button component={RouterLink} to="/dashboard/company" variant="text">
              Edit Profile
            </Button>
          </Stack>
        </CardContent>
      </Card>

      <Card>
        <CardContent>
          <Typography variant="h6" component="h2">
            Security
          </Typography>
          <Box component="dl" sx={{ my: 1 }}>
            <Row label="Password">
              <Link component="button" type="button" onClick={() => setDialog('password')}>
                Change Password
              </Link>
            </Row>
            <Row label="Last Login">
              {user.lastLogin
                ? `${formatDate(user.lastLogin)}, ${formatTime(user.lastLogin)}`
                : 'No login data available'}
            </Row>
            <Row label="Account Protection">
              <Chip icon={<ShieldIcon />} label="Secure" color="success" size="small" variant="outlined" />
            </Row>
            <Row label="Two-factor authentication">
              <TwoFactorRow onNotice={(title) => toast({ title })} />
            </Row>
          </Box>
        </CardContent>
      </Card>

      {user.role === 'client' && <EmailNotificationsCard />}

      <ConsentsCard />

      {user.role === 'client' && <YourDataCard />}

      <Divider />
      <DangerZoneCard />

      <ChangeEmailDialog open={dialog === 'email'} onClose={() => setDialog(null)} currentEmail={user.email} />
      <ChangePasswordDialog open={dialog === 'password'} onClose={() => setDialog(null)} />
    </Stack>
  );
}
