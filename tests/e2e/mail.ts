import { readdir, readFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { simpleParser } from 'mailparser';

/**
 * Where the server under test leaves its mail as .eml files: the SMTP catcher of the e2e server,
 * or the outbox of a dev server (E2E_MAIL_DIR).
 */
const mailDir = resolve(process.env.E2E_MAIL_DIR ?? 'data/e2e/caught-mail');

async function messagesTo(address: string, dir = mailDir) {
  const files = (await readdir(dir).catch(() => [] as string[])).filter((file) => file.endsWith('.eml')).sort();
  const found = [];
  for (const file of files) {
    const parsed = await simpleParser(await readFile(join(dir, file)));
    const recipients = [parsed.to].flat().flatMap((to) => to?.value.map((entry) => entry.address?.toLowerCase()) ?? []);
    if (recipients.includes(address.toLowerCase())) found.push(parsed);
  }
  return found;
}

/**
 * Waits for a mail to `address` carrying a link with `pathPart` and answers the newest such link.
 * `after` skips the links of mails already seen (a second reset mail, for example); `dir` reads
 * another server's caught mail.
 */
export async function latestMailLink(address: string, pathPart: string, { timeoutMs = 10_000, after = 0, dir = mailDir } = {}): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const links = (await messagesTo(address, resolve(dir))).flatMap((message) => (message.text ?? '').match(/https?:\/\/\S+/g) ?? []).filter((link) => link.includes(pathPart));
    const newest = links.at(-1);
    if (newest !== undefined && links.length > after) return newest;
    if (Date.now() > deadline) throw new Error(`no mail to ${address} with a link to ${pathPart}`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** How many mails with such a link `address` has received so far. */
export async function countMailLinks(address: string, pathPart: string): Promise<number> {
  return (await messagesTo(address)).flatMap((message) => (message.text ?? '').match(/https?:\/\/\S+/g) ?? []).filter((link) => link.includes(pathPart)).length;
}
