import type { FlowId } from '../../domain/flows/flows.ts';

/** Who a private link is for: the visitor who made a request, or one company it went to. */
export type LinkAudience = 'visitor' | 'company';

/** What a private link opens: a request (visitor) or one company's lead of it (company). */
export interface LinkSubject {
  audience: LinkAudience;
  flow: FlowId;
  /** The request's or booking's public id. */
  reference: string;
  /** The company whose lead it is; null for a visitor link. */
  companyCode: string | null;
}
