/**
 * The shipping panel of an order page (Nova Poshta waybill, label, invoice and packing-slip PDFs).
 * The shipping area fills it; until then it renders nothing.
 */
export function OrderShippingSlot(_props: { orderId: number; deliveryMethod: string; status: string }) {
  return null;
}
