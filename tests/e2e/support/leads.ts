import type { MovingFormFlowId } from '../../../domain/flows/flows.ts';
import { expect } from 'vitest';
import type { ContactPreference } from '../../../domain/options/contactPreference.ts';
import { CONTACT_METHOD_OPTIONS, CONTACT_WINDOW_OPTIONS, optionLabel } from '../../../domain/options/index.ts';
import type { AppServer } from './appServer.ts';

/** What a visitor saw on the complete page of a sent request: the companies with their prices, and the contact choice. */
export interface ShownDelivery {
  email: string;
  tel: string;
  companies: { name: string; price: number | null }[];
  contact: ContactPreference;
}

/** A contact choice in the words the pages use (ui/ContactPreferenceSummary). */
export function contactLabels(preference: ContactPreference): { method: string; windows: string[] } {
  return {
    method: optionLabel(CONTACT_METHOD_OPTIONS, preference.method) ?? '',
    windows: preference.windows.map((window) => optionLabel(CONTACT_WINDOW_OPTIONS, window) ?? ''),
  };
}

interface LeadRow {
  name: string;
  price: number | null;
  tel: string | null;
  contact_method: string;
  contact_windows: string[];
}

/**
 * What each company received (the company_leads view) is exactly what the complete page showed:
 * the same companies at the same prices, the stored contact choice, and the phone number only
 * when the visitor chose phone.
 */
export async function expectLeadsAsShown(server: AppServer, flow: MovingFormFlowId, shown: readonly ShownDelivery[]): Promise<void> {
  for (const delivery of shown) {
    const rows = await server.query<LeadRow>(
      `SELECT c.name, l.price, l.tel, l.contact_method, l.contact_windows
         FROM company_leads l JOIN companies c ON c.code = l.company_code
        WHERE l.flow = $1 AND l.email = $2`,
      [flow, delivery.email],
    );
    const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);
    expect(rows.map(({ name, price }) => ({ name, price })).sort(byName), delivery.email).toEqual([...delivery.companies].sort(byName));
    for (const row of rows) {
      expect({ method: row.contact_method, windows: row.contact_windows }).toEqual(delivery.contact);
      expect(row.tel).toBe(delivery.contact.method === 'phone' ? delivery.tel : null);
    }
  }
}
