import { useEffect, useMemo } from 'react';
import type { SiteApi } from '@echowatch/api-client';
import { useSiteApi, type PageDataCall } from '@echowatch/remote-kit';
import { useTexts } from '../../i18n/texts';
import { useReferenceList, type ReferenceList } from './use-reference-list';

export interface SelectOption {
  value: string;
  label: string;
}

export interface ReferenceOptions {
  list: ReferenceList<SelectOption[]>;
  retry: () => void;
}

type ProvinceNames = Record<string, [vi: string, en: string]>;

/**
 * The provinces as options, by name as the visitor reads it (Vietnamese collation puts "Đà Nẵng"
 * after "Cần Thơ"), sorted when first read. Only the form reads them, and in the browser its code
 * comes when a visitor reaches for it; a page that sorted them while hydrating paid for the first
 * collator a tab makes (~70 ms on a mid-range phone, the ICU data it loads).
 */
function provinceOptions(names: ProvinceNames, english: boolean): ReferenceList<SelectOption[]> {
  let sorted: SelectOption[] | undefined;
  return {
    status: 'loaded',
    get items() {
      if (!sorted) {
        const collator = new Intl.Collator(english ? 'en' : 'vi');
        sorted = Object.entries(names)
          .map(([id, [vi, en]]) => ({ value: id, label: english ? en : vi }))
          .sort((a, b) => collator.compare(a.label, b.label));
      }
      return sorted;
    },
  };
}

// Once the page is live and the browser has nothing else to do, so the form's first paint does not.
function whenIdle(task: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(task, { timeout: 5000 });
    return () => window.cancelIdleCallback(handle);
  }
  const timer = window.setTimeout(task, 1000);
  return () => window.clearTimeout(timer);
}

/** The two lists the form chooses from: what the page's loader takes and its hooks read. */
export const referenceCalls = (api: SiteApi) =>
  ({
    provinces: { key: 'locations', load: api.getLocations },
    industries: { key: 'industries', load: api.getIndustries },
  }) satisfies Record<string, PageDataCall<unknown>>;

/** Provinces and industries for the contact form, named in the page's language. */
export function useReferenceOptions(): { provinces: ReferenceOptions; industries: ReferenceOptions } {
  const api = useSiteApi();
  const english = useTexts().language === 'en';
  const calls = referenceCalls(api);
  const provinces = useReferenceList(calls.provinces.key, calls.provinces.load);
  const industries = useReferenceList(calls.industries.key, calls.industries.load);

  // Each list keeps its identity while unchanged: the form part it goes to stays on the server's
  // markup only while what it is given stays the same (onDemand).
  const provinceList = useMemo<ReferenceList<SelectOption[]>>(
    () => (provinces.list.status === 'loaded' ? provinceOptions(provinces.list.items, english) : provinces.list),
    [provinces.list, english],
  );
  useEffect(() => {
    if (provinceList.status === 'loaded') return whenIdle(() => void provinceList.items);
  }, [provinceList]);
  const industryList = useMemo<ReferenceList<SelectOption[]>>(() => {
    if (industries.list.status !== 'loaded') return industries.list;
    return {
      status: 'loaded',
      items: industries.list.items.map((item) => ({ value: String(item.id), label: english ? item.name_en : item.name })),
    };
  }, [industries.list, english]);
  return {
    provinces: { list: provinceList, retry: provinces.retry },
    industries: { list: industryList, retry: industries.retry },
  };
}
