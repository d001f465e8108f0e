import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, api, callApi } from '../../lib/api-client.ts';
import { useLocale } from '../../lib/root-data.ts';
import { FormAlert, primaryButton } from '../account/form-field.tsx';
import { submitPaymentForm } from './place-order.ts';

/** "Pay by card" for an order whose card payment is pending or failed: a new LiqPay payment, then LiqPay's page. */
export function PayAgainButton({ number, orderKey }: { number: string; orderKey: string | null }) {
  const { t } = useTranslation();
  const lang = useLocale();
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  async function pay() {
    if (sending) return;
    setSending(true);
    setProblem(null);
    try {
      const { payment } = await callApi(api.checkout.pay.$post, { json: { lang, number, ...(orderKey ? { key: orderKey } : {}) } });
      submitPaymentForm(payment);
    } catch (error) {
      setSending(false);
      setProblem((error instanceof ApiError && error.status !== 0 && error.status !== 429 && error.status < 500 && error.message) || t('checkout.tryAgain'));
    }
  }

  return (
    <div className="space-y-3">
      <button type="button" onClick={() => void pay()} aria-disabled={sending || undefined} className={primaryButton}>
        {sending ? t('thankyou.paying') : t('thankyou.payByCard')}
      </button>
      <FormAlert message={problem} />
    </div>
  );
}
