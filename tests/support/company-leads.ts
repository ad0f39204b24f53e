import type { MovingFormFlowId } from '../../domain/flows/flows.ts';
import type { PricePart } from '../../domain/api/priceLines.ts';
import type { ContactPreference, ContactWindow } from '../../domain/options/contactPreference.ts';
import type { Queryable } from '../../server/db/database.ts';

/*
 * What the `company_leads` view shows each company of the requests it was chosen for: the tests read
 * it to check that a company never sees the phone number of a visitor who chose e-mail only.
 */

/** What a company receives of one request it was chosen for. */
export interface CompanyLead {
  flow: MovingFormFlowId;
  requestId: string;
  /** ISO 8601 date-time the request was made. */
  createdAt: string;
  customerName: string;
  email: string;
  /** The phone number, only when the visitor chose to be phoned; null for e-mail only. */
  tel: string | null;
  contact: ContactPreference;
  price: number | null;
  priceParts: PricePart[] | null;
}

interface LeadRow {
  flow: MovingFormFlowId;
  request_id: string;
  created_at: Date | string;
  customer_name: string;
  email: string;
  tel: string | null;
  contact_method: ContactPreference['method'];
  contact_windows: ContactWindow[];
  price: number | null;
  price_parts: PricePart[] | null;
}

/**
 * The requests delivered to a company, newest first, each with how the visitor wants to be
 * contacted. Read through the `company_leads` view, which withholds the phone number of a visitor
 * who chose e-mail only.
 */
export async function leadsForCompany(db: Queryable, companyCode: string): Promise<CompanyLead[]> {
  const { rows } = await db.query<LeadRow>(
    `SELECT flow, request_id, created_at, customer_name, email, tel, contact_method, contact_windows, price, price_parts
       FROM company_leads WHERE company_code = $1 ORDER BY created_at DESC, request_id`,
    [companyCode],
  );
  return rows.map((row) => ({
    flow: row.flow,
    requestId: row.request_id,
    createdAt: new Date(row.created_at).toISOString(),
    customerName: row.customer_name,
    email: row.email,
    tel: row.tel,
    contact: { method: row.contact_method, windows: row.contact_windows },
    price: row.price,
    priceParts: row.price_parts,
  }));
}
