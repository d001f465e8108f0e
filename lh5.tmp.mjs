import lighthouse from 'lighthouse';
import puppeteer from 'puppeteer-core';
const browser = await puppeteer.launch({ executablePath: '/usr/bin/chromium', args: ['--headless=new','--no-sandbox','--disable-gpu','--disable-quic','--no-first-run','--disable-background-networking','--disable-component-update','--disable-sync'] });
const port = Number(new URL(browser.wsEndpoint()).port);
const res = [];
for (let i = 0; i < Number(process.argv[3] ?? 5); i++) {
  const r = await lighthouse(process.argv[2], { port, onlyCategories: ['performance'], extraHeaders: { 'Accept-Language': 'uk' } });
  const a = r.lhr.audits;
  res.push([Math.round(r.lhr.categories.performance.score * 100), a['largest-contentful-paint'].numericValue, a['total-blocking-time'].numericValue, a['mainthread-work-breakdown'].numericValue]);
}
const med = (k) => res.map((x) => x[k]).sort((a, b) => a - b)[Math.floor(res.length / 2)].toFixed(0);
console.log(process.argv[2], 'scores', res.map((x) => x[0]).join(','), 'median', med(0), 'LCP', med(1), 'TBT', med(2), 'mainthread', med(3));
await browser.close();
