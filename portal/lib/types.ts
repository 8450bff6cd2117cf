/** The user as GET /api/user returns it (api/modules/accounts/model.ts publicUserSchema). */
export interface User {
  id: string;
  username: string;
  email: string;
  firstName: string | null;
  lastName: string | null;
  phone: string | null;
  role: 'client' | 'accountant' | 'manager' | 'admin';
  isStaff: boolean;
  company: string | null;
  address: string | null;
  city: string | null;
  postalCode: string | null;
  country: string | null;
  vatNumber: string | null;
  registrationNumber: string | null;
  businessType: string | null;
  annualRevenue: string | null;
  numberOfEmployees: number | null;
  isProfileComplete: boolean;
  lastLogin: string | null;
  createdAt: string;
  updatedAt: string;
}
