import type { PageSeed } from './page-types.ts';
import { contactsPage, unitsPage } from './pages-about.ts';
import { deliveryPage, returnsPage } from './pages-customer.ts';
import { offerPage, policyPage } from './pages-legal.ts';

export const pageSeeds: readonly PageSeed[] = [contactsPage, deliveryPage, returnsPage, offerPage, policyPage, unitsPage];
