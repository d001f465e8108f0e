/**
 * Members of staff the browser journeys of the back office sign in as (staff-sign-in.ts): written
 * into each e2e server's database before it starts (scripts/e2e-server.ts), each with a known
 * password and TOTP secret, so a journey signs in as a person would, code and all. A code is
 * taken only once, so each journey has a member of its own.
 */
export const e2eStaff = {
  manager: { email: 'dashboard-manager@staff.e2e.test', name: 'Марина Менеджерка', role: 'manager', password: 'e2e-manager-ledger-7', totpSecret: 'JBSWY3DPEHPK3PXPJBSWY3DPEHPK3PXQ' },
  ordersManager: { email: 'orders-manager@staff.e2e.test', name: 'Марія Менеджерка', role: 'manager', password: 'e2e-orders-ledger-7', totpSecret: 'GEZDGNBVGY3TQOJQGEZDGNBVGY3TQOJR' },
  fulfilmentManager: { email: 'fulfilment-manager@staff.e2e.test', name: 'Павло Відправник', role: 'manager', password: 'e2e-parcels-ledger-7', totpSecret: 'MFRGGZDFMZTWQ2LKMFRGGZDFMZTWQ2LL' },
  reviewsManager: { email: 'reviews-manager@staff.e2e.test', name: 'Ірина Модераторка', role: 'manager', password: 'e2e-reviews-ledger-7', totpSecret: 'ORSXG5DJNZTXE2LUORSXG5DJNZTXE2LV' },
  currencyEditor: { email: 'currency-editor@staff.e2e.test', name: 'Оксана Редакторка', role: 'content_editor', password: 'e2e-editor-ledger-7', totpSecret: 'NBSWY3DPNBSWY3DPNBSWY3DPNBSWY3DQ' },
  menuEditor: { email: 'menu-editor@staff.e2e.test', name: 'Леся Упорядниця', role: 'content_editor', password: 'e2e-menus-ledger-7', totpSecret: 'NVSW45DVNVSW45DVNVSW45DVNVSW45DW' },
  menusManager: { email: 'menus-manager@staff.e2e.test', name: 'Тарас Менеджер', role: 'manager', password: 'e2e-menus-manager-7', totpSecret: 'OJSW2YLSNNZWC3TEOJSW2YLSNNZWC3TF' },
  settingsEditor: { email: 'settings-editor@staff.e2e.test', name: 'Соломія Налаштувальниця', role: 'content_editor', password: 'e2e-settings-ledger-7', totpSecret: 'ONSXI5DJNZTXGZLEONSXI5DJNZTXGZLF' },
  catalogEditor: { email: 'catalog-editor@staff.e2e.test', name: 'Андрій Каталогер', role: 'content_editor', password: 'e2e-catalog-ledger-7', totpSecret: 'MNQXIYLMN5TWKZDJMNQXIYLMN5TWKZDK' },
  catalogManager: { email: 'catalog-manager@staff.e2e.test', name: 'Віра Менеджерка', role: 'manager', password: 'e2e-catalog-manager-7', totpSecret: 'MNQXI4TFMFWWC3TBMNQXI4TFMFWWC3TC' },
  importEditor: { email: 'import-editor@staff.e2e.test', name: 'Ганна Імпортерка', role: 'content_editor', password: 'e2e-import-ledger-7', totpSecret: 'NFWXA33SORSWI2LUNFWXA33SORSWI2LV' },
  importManager: { email: 'import-manager@staff.e2e.test', name: 'Богдан Менеджер', role: 'manager', password: 'e2e-import-manager-7', totpSecret: 'NVQW4YLHMVZGS3LQNVQW4YLHMVZGS3LR' },
  categoriesEditor: { email: 'categories-editor@staff.e2e.test', name: 'Богдана Систематизаторка', role: 'content_editor', password: 'e2e-categories-ledger-7', totpSecret: 'MNQXIZLHN5ZGSZLTMNQXIZLHN5ZGSZLU' },
  categoriesManager: { email: 'categories-manager@staff.e2e.test', name: 'Ярема Менеджер', role: 'manager', password: 'e2e-categories-manager-7', totpSecret: 'MNQXIZLHN5ZGSZLNMNQXIZLHN5ZGSZLO' },
  contentEditor: { email: 'content-editor@staff.e2e.test', name: 'Ганна Авторка', role: 'content_editor', password: 'e2e-content-ledger-7', totpSecret: 'MNXW45DFNZ2GKZDJMNXW45DFNZ2GKZDK' },
  contentManager: { email: 'content-manager@staff.e2e.test', name: 'Богдан Менеджер', role: 'manager', password: 'e2e-content-manager-7', totpSecret: 'MNXW45DFNZ2G2YLOMNXW45DFNZ2G2YLP' },
  owner: { email: 'jobs-owner@staff.e2e.test', name: 'Олег Власник', role: 'owner', password: 'e2e-owner-ledger-7', totpSecret: 'KRSXG5CTMVRXEZLUKRSXG5CTMVRXEZLV' },
} as const;
