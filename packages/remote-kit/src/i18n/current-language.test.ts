import { createInstance } from 'i18next';
import { currentLanguage } from './site-i18n';

async function instanceWith(language: string, resources = {}) {
  const instance = createInstance();
  await instance.init({ lng: language, resources, supportedLngs: ['vi', 'en'], fallbackLng: 'vi' });
  return instance;
}

describe('currentLanguage', () => {
  it('reports English chosen before any namespace was added', async () => {
    const instance = await instanceWith('en');
    instance.addResourceBundle('en', 'page', { title: 'Title' });
    expect(currentLanguage(instance)).toBe('en');
  });

  it('reports Vietnamese chosen before any namespace was added', async () => {
    expect(currentLanguage(await instanceWith('vi'))).toBe('vi');
  });

  it('follows a language change', async () => {
    const instance = await instanceWith('vi', { vi: { page: { title: 'Tiêu đề' } }, en: { page: { title: 'Title' } } });
    await instance.changeLanguage('en');
    expect(currentLanguage(instance)).toBe('en');
  });
});
