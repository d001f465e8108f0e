import { useTranslation } from 'react-i18next';
import '../../locales/admin-coupons/index.ts';
import type { StaffCouponRow } from '../../../common/admin-coupons.ts';

/** A coupon's discount as the back office writes it: "10 %" or "500.00 ₴". */
export function useDiscountText() {
  const { t } = useTranslation();
  return (coupon: Pick<StaffCouponRow, 'type' | 'value'>) => (coupon.type === 'percent' ? t('adminCoupons.percentOff', { value: coupon.value }) : t('adminCoupons.fixedOff', { value: coupon.value }));
}
