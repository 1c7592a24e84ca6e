import { devices } from 'playwright-core';
import { PHONE_PROFILE, phoneContextOptions } from './measure-first-paint';

describe('the phone the first-paint bench visits with', () => {
  it('has a screen exactly as wide and tall as its page', () => {
    const options = phoneContextOptions();
    expect(options.viewport).toEqual(PHONE_PROFILE.viewport);
    expect(options.screen).toEqual(PHONE_PROFILE.viewport);
  });

  it('is a touch phone with a phone’s pixel density and browser', () => {
    const options = phoneContextOptions();
    expect(options).toMatchObject({ isMobile: true, hasTouch: true, deviceScaleFactor: devices['Pixel 7'].deviceScaleFactor });
    expect(options.userAgent).toBe(devices['Pixel 7'].userAgent);
  });
});
