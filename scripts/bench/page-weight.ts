import { gzipSync } from 'node:zlib';

/** Gzip KB of the JavaScript and CSS a page's HTML makes the browser load (scripts, preloads, styles), and how many script files. */
export async function pageWeight(origin: string, html: string): Promise<{ javaScriptKb: number; javaScriptFiles: number; cssKb: number }> {
  // The group is required: every match has it.
  const assets = new Set([...html.matchAll(/(?:src|href)="(\/assets\/[^"]+\.(?:js|css))"/g)].map((match) => match[1]!));
  let javaScript = 0;
  let javaScriptFiles = 0;
  let css = 0;
  for (const asset of assets) {
    const bytes = gzipSync(Buffer.from(await (await fetch(`${origin}${asset}`)).arrayBuffer())).length;
    if (asset.endsWith('.css')) css += bytes;
    else {
      javaScript += bytes;
      javaScriptFiles++;
    }
  }
  return { javaScriptKb: javaScript / 1024, javaScriptFiles, cssKb: css / 1024 };
}
