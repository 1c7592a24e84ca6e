/** The sticky package header shows once the page has scrolled further than this (docs/product-rules.md, R-PRICE-5). */
export const STICKY_HEADER_SCROLL_PX = 700;

export const REPORTING_SERVICE_PATH = '/reporting-service';
