import type { Config } from '../../config.ts';
import { createNovaPoshtaDocuments, type NovaPoshtaDocuments, type WaybillSender } from '../../integrations/nova-poshta/documents.ts';

type CarrierConfig = Pick<
  Config,
  | 'NOVA_POSHTA_API_KEY'
  | 'NOVA_POSHTA_API_URL'
  | 'NOVA_POSHTA_PRINT_URL'
  | 'NOVA_POSHTA_SENDER_CITY_REF'
  | 'NOVA_POSHTA_SENDER_REF'
  | 'NOVA_POSHTA_SENDER_CONTACT_REF'
  | 'NOVA_POSHTA_SENDER_ADDRESS_REF'
  | 'NOVA_POSHTA_SENDER_PHONE'
>;

/** Nova Poshta's waybill calls, or null without an API key (tracking and labels need one too). */
export function novaPoshtaDocuments(config: CarrierConfig): NovaPoshtaDocuments | null {
  if (!config.NOVA_POSHTA_API_KEY) return null;
  return createNovaPoshtaDocuments({ apiKey: config.NOVA_POSHTA_API_KEY, url: config.NOVA_POSHTA_API_URL, printUrl: config.NOVA_POSHTA_PRINT_URL });
}

/** The shop as sender, or null unless all its refs and phone are configured. */
export function waybillSender(config: CarrierConfig): WaybillSender | null {
  const { NOVA_POSHTA_SENDER_REF: ref, NOVA_POSHTA_SENDER_CONTACT_REF: contactRef, NOVA_POSHTA_SENDER_ADDRESS_REF: addressRef, NOVA_POSHTA_SENDER_PHONE: phone } = config;
  if (!ref || !contactRef || !addressRef || !phone) return null;
  return { ref, contactRef, addressRef, phone, cityRef: config.NOVA_POSHTA_SENDER_CITY_REF };
}

/** A Ukrainian phone as Nova Poshta writes it, `380XXXXXXXXX`; null when it is not one. */
export function novaPoshtaPhone(phone: string): string | null {
  const digits = phone.replace(/\D/g, '');
  const full = digits.length === 10 && digits.startsWith('0') ? `38${digits}` : digits;
  return /^380\d{9}$/.test(full) ? full : null;
}
