// The server speaks every message: the checkout's (API answers, order pages) and the mails'.
import '../app/locales/checkout/index.ts';
import '../app/locales/mail/index.ts';
import '../app/locales/order-mail/index.ts';
