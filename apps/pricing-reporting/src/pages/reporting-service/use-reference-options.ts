import { useMemo } from 'react';
import { useSiteApi } from '@echowatch/remote-kit';
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

/** Provinces and industries for the contact form, named in the page's language. */
export function useReferenceOptions(): { provinces: ReferenceOptions; industries: ReferenceOptions } {
  const api = useSiteApi();
  const english = useTexts().language === 'en';
  const provinces = useReferenceList('locations', api.getLocations);
  const industries = useReferenceList('industries', api.getIndustries);

  // Each list keeps its identity while unchanged: the form part it goes to stays on the server's
  // markup only while what it is given stays the same (onDemand).
  const provinceList = useMemo<ReferenceList<SelectOption[]>>(() => {
    if (provinces.list.status !== 'loaded') return provinces.list;
    return {
      status: 'loaded',
      // By name as the visitor reads it (Vietnamese collation puts "Đà Nẵng" after "Cần Thơ").
      items: Object.entries(provinces.list.items)
        .map(([id, [vi, en]]) => ({ value: id, label: english ? en : vi }))
        .sort((a, b) => a.label.localeCompare(b.label, english ? 'en' : 'vi')),
    };
  }, [provinces.list, english]);
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
