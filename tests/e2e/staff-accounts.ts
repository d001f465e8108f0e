/**
 * Members of staff the browser journeys of the customers, dashboard and jobs pages sign in as:
 * written into the e2e server's database before it starts (scripts/e2e-server.ts), each with a
 * known password and TOTP secret, so a journey signs in as a person would, code and all.
 */
export const e2eStaff = {
  manager: { email: 'dashboard-manager@staff.e2e.test', name: 'Марина Менеджерка', role: 'manager', password: 'e2e-manager-ledger-7', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ' },
  owner: { email: 'jobs-owner@staff.e2e.test', name: 'Олег Власник', role: 'owner', password: 'e2e-owner-ledger-7', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLV' },
} as const;
