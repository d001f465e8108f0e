/**
 * The channel of the NOTIFY that comes with every raise of the page version (migrations 0016 and
 * 0020), its payload the raised version. A module of its own: the embedded database's thread is
 * started before the shop's modules load, and listens on it.
 */
export const pageVersionChannel = 'tabir_page_cache';
