import type { Config } from '../../config.ts';
import type { Database } from '../../db/client.ts';
import type { AppDeps } from '../../http/app-env.ts';
import { enqueueMail } from '../../integrations/mail/mail.jobs.ts';
import { createTelegramClient, TelegramError } from '../../integrations/telegram/telegram.ts';
import { enqueue } from '../../jobs/jobs.queue.ts';
import type { JobKind } from '../../jobs/jobs.runner.ts';
import { loadOrderView } from '../orders/orders.view.ts';
import { getSettings, getShopSettings } from '../settings/settings.service.ts';
import { newOrderShopMail, newOrderTelegramHtml } from './shop-notices.messages.ts';

export const shopOrderMailJob = 'shop-notice.order-mail';
export const shopTelegramJob = 'shop-notice.telegram';

interface ShopNotice {
  orderId: number;
  /** The origin the order was placed on: the admin link's, unless PUBLIC_URL says another. */
  origin: string;
  /** How many times Telegram's flood control has put this message off. */
  floodWaits?: number;
}

/** Flood control may put a message off this many times before the job fails like any other. */
const maxFloodWaits = 20;

type Deps = Pick<AppDeps, 'db' | 'config' | 'logger'>;

/** The Telegram chat the shop is told in: TELEGRAM_CHAT_ID, else the one in the shop settings. */
async function telegramChat(deps: { db: Database; config: Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_CHAT_ID'> }): Promise<string | null> {
  if (!deps.config.TELEGRAM_BOT_TOKEN) return null;
  return deps.config.TELEGRAM_CHAT_ID ?? (await getShopSettings(deps.db)).notifications.telegram_chat_id ?? null;
}

/**
 * In the order's transaction: the shop's e-mail about the new order, and its Telegram message when
 * a bot token and a chat are configured. One of each per order.
 */
export async function enqueueShopNotices(tx: Database, config: Pick<Config, 'TELEGRAM_BOT_TOKEN' | 'TELEGRAM_CHAT_ID'>, notice: ShopNotice): Promise<void> {
  await enqueue(tx, { kind: shopOrderMailJob, payload: { ...notice }, dedupeKey: `${shopOrderMailJob}:${notice.orderId}`, maxAttempts: 10 });
  const chat = await telegramChat({ db: tx, config });
  if (chat) await enqueue(tx, { kind: shopTelegramJob, payload: { ...notice }, dedupeKey: `${shopTelegramJob}:${notice.orderId}`, maxAttempts: 12 });
}

/** The order as the notices tell it, with its page in the back office. */
async function noticeOf(deps: Deps, { orderId, origin }: ShopNotice) {
  const found = await loadOrderView(deps.db, { id: orderId }, 'uk');
  if (!found) throw new Error(`order ${orderId} not found`);
  const link = `${deps.config.publicUrl ?? origin}/admin/orders/${orderId}`;
  const currencies = (await getSettings(deps.db, { locale: 'uk' }))?.checkout.currencies;
  return { order: found.view, link, currencies };
}

/** The shop's order address: the settings', else the main contact's e-mail. */
async function ordersAddress(db: Database): Promise<string | null> {
  const stored = (await getShopSettings(db)).notifications.orders_email;
  if (stored) return stored;
  const contacts = (await getSettings(db, { locale: 'uk' }))?.contacts ?? [];
  return (contacts.find((contact) => contact.is_main) ?? contacts[0])?.email ?? null;
}

export function shopNoticeJobs(deps: Deps): Record<string, JobKind<ShopNotice>> {
  return {
    [shopOrderMailJob]: {
      async run(notice, job) {
        const to = await ordersAddress(deps.db);
        if (!to) {
          deps.logger.warn({ orderId: notice.orderId }, 'the shop has no order address: no e-mail about the new order');
          return;
        }
        const message = newOrderShopMail(await noticeOf(deps, notice), to);
        await deps.db.transaction(async (tx) => {
          await enqueueMail(tx, message, deps.config);
          await job.complete(tx);
        });
      },
    },
    [shopTelegramJob]: {
      async run(notice, job) {
        const chatId = await telegramChat(deps);
        if (!chatId || !deps.config.TELEGRAM_BOT_TOKEN) return;
        const client = createTelegramClient({ token: deps.config.TELEGRAM_BOT_TOKEN, apiUrl: deps.config.TELEGRAM_API_URL });
        try {
          await client.sendMessage({ chatId, html: newOrderTelegramHtml(await noticeOf(deps, notice)) });
        } catch (error) {
          const waits = notice.floodWaits ?? 0;
          if (!(error instanceof TelegramError) || error.code !== 429 || error.retryAfter === undefined || waits >= maxFloodWaits) throw error;
          // Flood control says how long to wait: the message is put off exactly that long, in a job of its own.
          await deps.db.transaction(async (tx) => {
            await enqueue(tx, {
              kind: shopTelegramJob,
              payload: { ...notice, floodWaits: waits + 1 },
              delayMs: error.retryAfter! * 1000,
              dedupeKey: `${shopTelegramJob}:${notice.orderId}:${waits + 1}`,
              maxAttempts: 12,
            });
            await job.complete(tx);
          });
        }
      },
      // Telegram is tried for about a day: 30 s doubling up to an hour.
      retry: { baseMs: 30_000, maxMs: 3_600_000 },
    },
  };
}
