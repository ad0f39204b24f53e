import type { FormApi } from 'final-form';
import { useRef, useState } from 'react';
import {
  changeDestinationPrefecture,
  changeOriginCity,
  changeOriginPrefecture,
  changePostalCode,
  destinationAfterOriginPrefecture,
  pickDistrict,
  type OriginAddress,
} from '../../domain/address/index.ts';
import type { District, PostalResult } from '../../domain/api/lookups.ts';
import type { MoveRoute } from '../../domain/flows/flowLinks.ts';
import { POSTAL_CODE_LENGTH, POSTAL_LOOKUP_MIN_LENGTH } from '../../domain/validation/addressRules.ts';
import { toHalfWidth } from '../../domain/validation/halfWidth.ts';
import type { CityStore } from '../stores/resources/CityStore.ts';
import { lookUpPostalCode } from './postalLookup.ts';

/**
 * The address rules of spec §4 bound to a final-form form holding a route (origin postal code,
 * prefecture, city, district; destination prefecture, city): typing a postal code looks it up
 * (from 6 digits; one address for 7 digits fills the origin, else the addresses are suggested),
 * changing the origin clears what depends on it, and the origin prefecture is copied to the
 * destination until the visitor edits the destination.
 */
export function useOriginAddress<V extends MoveRoute>(form: FormApi<V>, cities: CityStore) {
  const [postalMessage, setPostalMessage] = useState<string>();
  const [suggestions, setSuggestions] = useState<PostalResult[]>([]);
  const destinationEdited = useRef((form.getState().initialValues?.toPrefecture ?? '') !== '');
  const api = form as unknown as FormApi<MoveRoute>;
  const values = () => api.getState().values;
  const origin = (): OriginAddress => {
    const current = values();
    return { postalCode: current.fromPostalCode, prefecture: current.fromPrefecture, city: current.fromCity, district: current.fromDistrict };
  };
  const setOrigin = (next: OriginAddress) =>
    api.batch(() => {
      api.change('fromPostalCode', next.postalCode);
      api.change('fromPrefecture', next.prefecture);
      api.change('fromCity', next.city);
      api.change('fromDistrict', next.district);
    });
  const setDestination = (next: { prefecture: string; city: string }) =>
    api.batch(() => {
      api.change('toPrefecture', next.prefecture);
      api.change('toCity', next.city);
    });
  const copyPrefectureToDestination = (prefecture: string) => {
    const current = values();
    setDestination(destinationAfterOriginPrefecture({ prefecture: current.toPrefecture, city: current.toCity }, prefecture, destinationEdited.current));
  };
  const choose = (address: PostalResult) => {
    setSuggestions([]);
    setOrigin({ postalCode: address.postalCode, prefecture: address.prefectureCode, city: address.cityCode, district: address.districtCode });
    copyPrefectureToDestination(address.prefectureCode);
  };
  const lookUp = async (zipCode: string) => {
    setPostalMessage(undefined);
    if (zipCode.length < POSTAL_LOOKUP_MIN_LENGTH) {
      setSuggestions([]);
      return;
    }
    const outcome = await lookUpPostalCode(cities, zipCode);
    if (outcome.kind === 'cancelled') return;
    if (outcome.kind === 'error') setPostalMessage(outcome.message);
    else if (outcome.kind === 'filled') choose(outcome.address);
    else {
      setSuggestions(outcome.addresses);
      if (outcome.message !== undefined) setPostalMessage(outcome.message);
    }
  };
  return {
    postalMessage,
    suggestions,
    chooseSuggestion: choose,
    /** The postal code as typed: half-width digits only, at most 7; the address it stood for is cleared and looked up again. */
    changePostalCode(raw: string) {
      const zipCode = toHalfWidth(raw).replace(/\D/g, '').slice(0, POSTAL_CODE_LENGTH);
      setOrigin(changePostalCode(origin(), zipCode));
      void lookUp(zipCode);
    },
    changeOriginPrefecture(prefecture: string) {
      setOrigin(changeOriginPrefecture(origin(), prefecture));
      copyPrefectureToDestination(prefecture);
    },
    changeOriginCity(city: string) {
      setOrigin(changeOriginCity(origin(), city));
    },
    pickDistrict(district: District) {
      setOrigin(pickDistrict(origin(), district));
    },
    changeDestinationPrefecture(prefecture: string) {
      destinationEdited.current = true;
      const current = values();
      setDestination(changeDestinationPrefecture({ prefecture: current.toPrefecture, city: current.toCity }, prefecture));
    },
    changeDestinationCity(city: string) {
      api.change('toCity', city);
    },
  };
}
