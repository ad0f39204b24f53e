-- Which flows a request may be of is the flow registry's to say (domain/flows/flows.ts, issue 36):
-- requests are stored only through server/requests/request-repository.ts, which takes a registered
-- flow, and every flow's request has the same columns. The list of flows written again here made a
-- new flow a schema change; it goes.
ALTER TABLE requests DROP CONSTRAINT requests_flow_check;
