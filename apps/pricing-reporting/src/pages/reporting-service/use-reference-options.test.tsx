import { useEffect } from 'react';
import { waitFor } from '@testing-library/react';
import { renderWithShell } from '@echowatch/test-utils';
import { serveReferenceLists } from '../../testing/report-contact-api';
import '../../testing/all-texts';
import { useReferenceOptions, type ReferenceOptions } from './use-reference-options';

let provinces: ReferenceOptions | null = null;

/** Hands over what the page passes to the form, without reading the options. */
function PageLists({ onProvinces }: { onProvinces: (options: ReferenceOptions) => void }) {
  const options = useReferenceOptions().provinces;
  useEffect(() => onProvinces(options), [onProvinces, options]);
  return <p>{options.list.status}</p>;
}

const keepProvinces = (options: ReferenceOptions) => {
  provinces = options;
};

let collators: jest.SpyInstance;
const idleTasks: Array<() => void> = [];

beforeEach(() => {
  provinces = null;
  idleTasks.length = 0;
  collators = jest.spyOn(Intl, 'Collator');
  Object.assign(window, {
    requestIdleCallback: (task: () => void) => idleTasks.push(task),
    cancelIdleCallback: () => undefined,
  });
});

afterEach(() => {
  collators.mockRestore();
  Reflect.deleteProperty(window, 'requestIdleCallback');
  Reflect.deleteProperty(window, 'cancelIdleCallback');
});

async function loadedProvinces(language: 'vi' | 'en') {
  serveReferenceLists();
  await renderWithShell(<PageLists onProvinces={keepProvinces} />, { route: '/reporting-service', language });
  // The page hands its options over in an effect, which React may run after the text is painted.
  return waitFor(() => {
    const handed = provinces?.list;
    if (handed?.status !== 'loaded') throw new Error('the provinces have not loaded yet');
    return handed;
  });
}

describe('useReferenceOptions', () => {
  it('sorts the provinces by their Vietnamese names when the form first reads them, not while the page renders', async () => {
    const list = await loadedProvinces('vi');
    expect(collators).not.toHaveBeenCalled();
    // Vietnamese collation: Đ sorts between D and E, so before H.
    expect(list.items.map((option) => option.label)).toEqual(['Đà Nẵng', 'Hà Nội', 'TP. Hồ Chí Minh']);
    expect(list.items).toBe(list.items);
    expect(collators).toHaveBeenCalledTimes(1);
    expect(collators).toHaveBeenCalledWith('vi');
  });

  it('names them in English for an English page', async () => {
    const list = await loadedProvinces('en');
    expect(list.items).toEqual([
      { value: '4', label: 'Da Nang' },
      { value: '1', label: 'Hanoi' },
      { value: '2', label: 'Ho Chi Minh City' },
    ]);
  });

  it('sorts them once the browser is idle, so the form does not when it comes', async () => {
    const list = await loadedProvinces('vi');
    expect(idleTasks).toHaveLength(1);
    idleTasks[0]!();
    expect(collators).toHaveBeenCalledTimes(1);
    void list.items;
    expect(collators).toHaveBeenCalledTimes(1);
  });
});
