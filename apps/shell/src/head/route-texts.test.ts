import i18next from 'i18next';
import { initSiteI18n, loadTexts } from '@echowatch/remote-kit';
import { testSiteConfig } from '@echowatch/test-utils';
import { allTexts, NAMESPACE } from '../i18n/texts';
import { buildRouteTable, linkResultRoute } from '../routes/route-table';
import { routeHeadTexts } from './route-texts';

const config = { ...testSiteConfig(), flags: { ...testSiteConfig().flags, faqs: true } };
const routes = [...buildRouteTable(config), linkResultRoute('/register/confirm')!, linkResultRoute('/invite')!];

describe.each(['vi', 'en'] as const)('the route head texts in %s', (language) => {
  beforeAll(async () => {
    await initSiteI18n({ language });
    await loadTexts(allTexts, language);
  });

  it('describe every kind of page in its own words, with the brand filled in', () => {
    const translate = i18next.getFixedT(language, NAMESPACE);
    const described = new Map(routes.map((route) => [route.titleKey, routeHeadTexts(translate, route, 'EchoWatch').routeDescription]));
    for (const [key, description] of described) {
      expect({ key, description }).toEqual({ key, description: expect.stringMatching(/\S{3}/) });
      expect(description).not.toContain('{{');
    }
    expect(new Set(described.values()).size).toBe(described.size);
  });

  it('name the home page after nothing but the brand, and an address that names nothing not found', () => {
    const translate = i18next.getFixedT(language, NAMESPACE);
    const home = routes.find((route) => route.id === 'home')!;
    expect(routeHeadTexts(translate, home, 'EchoWatch').routeTitle).toBeNull();
    expect(routeHeadTexts(translate, null, 'EchoWatch')).toMatchObject({ routeTitle: null, routeDescription: null });
  });
});
