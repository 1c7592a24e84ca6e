/** The sticky package header shows once the page has scrolled further than this (spec point 9). */
export const STICKY_HEADER_SCROLL_PX = 700;

export const REGISTER_PATH = '/register';
export const REPORTING_SERVICE_PATH = '/reporting-service';
