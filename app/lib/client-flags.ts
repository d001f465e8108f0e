/** Storage keys and <html> classes that hide the promo bar and cookie notice before first paint. */
export const promoClosedKey = 'promoClosed';
export const acceptedCookie = 'accepted';

/**
 * Runs inline in <head>: marks <html> so CSS hides what the shopper already dismissed, with no
 * flash and no per-visitor HTML (pages stay cacheable).
 */
export const clientFlagsScript = `(function(){var d=document.documentElement;try{if(/(?:^|;\\s*)${acceptedCookie}=/.test(document.cookie))d.classList.add('cookies-accepted');if(sessionStorage.getItem('${promoClosedKey}'))d.classList.add('promo-closed')}catch(e){}})();`;
