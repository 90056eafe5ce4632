import type { StaffRoleName } from '@platform/contract';
import type { StaffRole } from '@platform/prisma';

/** How each role is stored; typed both ways, so a role added on one side fails to compile on the other. */
const STORED: Record<StaffRoleName, StaffRole> = {
  Admin: 'ADMIN',
  Operations: 'OPERATIONS',
  Finance: 'FINANCE',
};

const NAMES = Object.fromEntries(Object.entries(STORED).map(([name, stored]) => [stored, name])) as Record<
  StaffRole,
  StaffRoleName
>;

export const storedRole = (name: StaffRoleName): StaffRole => STORED[name];
export const roleName = (stored: StaffRole): StaffRoleName => NAMES[stored];
