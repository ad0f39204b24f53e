import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { CityStore } from '../stores/resources/CityStore.ts';
import { MemoryStorage } from '../stores/storage.ts';
import { FakeApi, SHINJUKU_POSTAL } from '../testing/fakeApi.ts';
import { AddressInput, routeFieldsOf, type Route } from './AddressInput.ts';
import { createStepForm, setValues } from './stepForm.ts';

/** A flow's form holding a route under names of its own. */
interface Values {
  zip: string;
  fromPref: string;
  fromCity: string;
  fromTown: string;
  toPref: string;
  toCity: string;
}

const EMPTY: Values = { zip: '', fromPref: '', fromCity: '', fromTown: '', toPref: '', toCity: '' };

function setup() {
  const api = new FakeApi();
  const form = createStepForm<Values>({ initialValues: EMPTY, validate: () => ({}), onSubmit: () => undefined });
  const fields = routeFieldsOf(() => form.getState().values, (values) => setValues(form, values), {
    postalCode: 'zip',
    prefecture: 'fromPref',
    city: 'fromCity',
    district: 'fromTown',
    toPrefecture: 'toPref',
    toCity: 'toCity',
  });
  const address = new AddressInput(new CityStore(api, new MemoryStorage()), fields);
  const route = (): Route => fields.read();
  return { api, form, address, route };
}

describe('AddressInput (spec §4 "Address rules")', () => {
  it('suggests addresses from 6 digits and fills a unique 7-digit code, copying the prefecture to the destination', async () => {
    const { api, address, route } = setup();
    api.postalResults = [SHINJUKU_POSTAL, { ...SHINJUKU_POSTAL, districtCode: '131040002', address: '東京都新宿区西新宿' }];
    await address.changePostalCode('16000');
    expect(address.suggestions).toEqual([]);
    await address.changePostalCode('１６０-００２');
    expect(route().postalCode).toBe('160002');
    expect(address.suggestions).toHaveLength(2);
    api.postalResults = [SHINJUKU_POSTAL];
    await address.changePostalCode('1600022');
    expect(route()).toEqual({ postalCode: '1600022', prefecture: '13', city: '13104', district: '131040001', toPrefecture: '13', toCity: '' });
    expect(address.pickedAddress).toBe('東京都新宿区新宿');
    expect(address.suggestions).toEqual([]);
  });

  it('clears the origin on a postal change and says why a 7-digit code did not fill it', async () => {
    const { api, address, route } = setup();
    api.postalResults = [SHINJUKU_POSTAL];
    await address.changePostalCode('1600022');
    await address.changePostalCode('160002');
    expect(route()).toMatchObject({ prefecture: '', city: '', district: '' });
    expect(address.pickedAddress).toBe('');
    api.postalResults = [];
    await address.changePostalCode('9999999');
    expect(address.postalMessage).toBe(MESSAGES.postalCode.notFound);
    api.postalResults = [SHINJUKU_POSTAL, { ...SHINJUKU_POSTAL, districtCode: 'x' }];
    await address.changePostalCode('1600023');
    expect(address.postalMessage).toBe(MESSAGES.postalCode.severalAddresses);
    address.pickSuggestion(SHINJUKU_POSTAL);
    expect(address.postalMessage).toBeUndefined();
  });

  it('copies the origin prefecture until the visitor chooses the destination, its city included', () => {
    const { address, route } = setup();
    address.changeOriginPrefecture('27');
    expect(route()).toMatchObject({ prefecture: '27', toPrefecture: '27', toCity: '' });
    address.changeDestinationCity('27100');
    address.changeOriginPrefecture('14');
    expect(route()).toMatchObject({ prefecture: '14', toPrefecture: '27', toCity: '27100' });
    address.changeDestinationPrefecture('13');
    expect(route()).toMatchObject({ toPrefecture: '13', toCity: '' });
  });

  it('clears city, district and postal code on a prefecture change, and a district fills its postal code', async () => {
    const { address, route } = setup();
    address.changeOriginPrefecture('13');
    address.changeOriginCity('13101');
    await address.loadNames();
    address.changeDistrict('d1');
    expect(route()).toMatchObject({ district: 'd1', postalCode: '1000005' });
    address.changeOriginCity('13102');
    expect(route()).toMatchObject({ city: '13102', district: '', postalCode: '' });
    address.changeOriginPrefecture('14');
    expect(route()).toMatchObject({ prefecture: '14', city: '', district: '', postalCode: '' });
  });

  it('fills a linked postal code only when it has one address, never suggesting or saying why', async () => {
    const { api, form, address, route } = setup();
    setValues(form, { zip: '1600022' });
    api.postalResults = [SHINJUKU_POSTAL, { ...SHINJUKU_POSTAL, districtCode: 'x' }];
    await address.fillFromPostalCode('1600022');
    expect(route()).toMatchObject({ postalCode: '1600022', prefecture: '' });
    expect(address.suggestions).toEqual([]);
    expect(address.postalMessage).toBeUndefined();
    api.postalResults = [SHINJUKU_POSTAL];
    await address.fillFromPostalCode('1600022');
    expect(route()).toMatchObject({ prefecture: '13', city: '13104', district: '131040001', toPrefecture: '13' });
  });

  it('ignores the answer for a code the visitor has changed since', async () => {
    const { api, address, route } = setup();
    api.postalResults = [SHINJUKU_POSTAL];
    const first = address.changePostalCode('1600022');
    void address.changePostalCode('16000');
    await first;
    expect(route()).toMatchObject({ postalCode: '16000', prefecture: '' });
  });
});
