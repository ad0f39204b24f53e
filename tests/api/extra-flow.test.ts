import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { API_CONTRACT, type ApiContract, type ApiRoute } from '../../domain/api/contract.ts';
import { cityCodeField, companyCodeField, isoDateField, oneOf, phoneField, prefectureCodeField, ruleField } from '../../domain/api/schemaParts.ts';
import type { FlowId } from '../../domain/flows/flows.ts';
import { emailRule } from '../../domain/validation/contactRules.ts';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { PRODUCT_API, type ApiDefinition, type FeatureRoutes } from '../../server/api.ts';
import { CSRF_HEADER } from '../../server/http/csrf.ts';
import { answerLanguage } from '../../server/http/language.ts';
import { routeBudgetsOf } from '../../server/http/rate-limit.ts';
import { parseInput } from '../../server/http/validate.ts';
import { newPublicId } from '../../server/marketplace/public-id.ts';
import { erasePersonalData } from '../../server/privacy/retention-repository.ts';
import { recordLeadAnswer } from '../../server/requests/lead-state-repository.ts';
import { insertRequest, storedRequest } from '../../server/requests/request-repository.ts';
import { routerPath } from '../../server/routes/router-path.ts';
import { companies } from '../support/catalogue.ts';
import { testDatabaseKinds } from '../support/databases.ts';
import { startTestServer, type TestServer } from '../support/server.ts';

/*
 * The server half of "Adding a flow" (app/wizard/README.md; the client half, the same single-item
 * move made from the wizard kit and the form parts, is app/wizard/extraFlow.test.ts): a flow the
 * product does not have is served by adding its route to the product's API, the contract beside the
 * routes that answer it, and stores its requests and leads in the one store, with nothing of the
 * product edited. Its route gets what every route gets (CSRF, the writes' rate budget, the error
 * shape, 405 and no-store), its lead the one state machine, its visitor's personal data the one erasure.
 */

/**
 * The flow's id. A flow added to the registry (domain/flows/flows.ts) is a FlowId; this one stands
 * for such an addition without giving the product a fifth flow.
 */
const SINGLE_ITEM = 'singleItem' as FlowId;

const ITEM_REQUIRED = '運ぶ物を入力してください。';

/** The flow's route, declared as every route of API_CONTRACT is. */
const singleItemRequest: ApiRoute<string> = {
  method: 'POST',
  path: '/api/tanpin/request/',
  budget: 'writes',
  access: 'public',
  summary: 'A single item moved across town: send the request to one company.',
};

/** Its body: the item (the flow's own part), the route and the contact (the moving form's rules). */
const singleItemRequestSchema = z.object({
  item: z.string({ error: ITEM_REQUIRED }).trim().min(1, ITEM_REQUIRED).max(40, ITEM_REQUIRED),
  itemSize: oneOf(['small', 'large'], '大きさを選んでください。'),
  fromPrefecture: prefectureCodeField,
  fromCity: cityCodeField,
  toPrefecture: prefectureCodeField,
  toCity: cityCodeField,
  movingDate: isoDateField,
  companyId: companyCodeField,
  email: ruleField(emailRule, MESSAGES.email.required),
  tel: phoneField('reservation'),
});
type SingleItemRequest = z.infer<typeof singleItemRequestSchema>;

const ANSWER_WITHIN_MS = 2 * 24 * 60 * 60_000;

/** Its route: validated by its schema, stored through the one store with its one company's lead. */
const addSingleItemRoutes: FeatureRoutes = (router, { db, now }) => {
  router.post(routerPath(singleItemRequest.path), async (ctx) => {
    const body: SingleItemRequest = parseInput(singleItemRequestSchema, ctx.request.body);
    const reference = newPublicId('TP');
    const at = now();
    await db.transaction((tx) =>
      insertRequest(
        tx,
        {
          flow: SINGLE_ITEM,
          reference,
          locale: answerLanguage(ctx),
          move: {
            origin: { postalCode: '', prefecture: body.fromPrefecture, city: body.fromCity, district: '', housingType: null, floorPlan: 1, building: null },
            destination: { postalCode: '', prefecture: body.toPrefecture, city: body.toCity, district: '', housingType: null, floorPlan: 1, building: null },
            headCount: 1,
            schedule: { kind: 'day', date: body.movingDate },
            time: { kind: 'slot', slot: 'free' },
            belongings: {},
          },
          // What is moved is typed by the visitor: personal data, as every flow's free text is.
          personal: { name: null, nameReading: null, email: body.email, tel: body.tel, originDetail: null, destinationDetail: null, destinationTownArea: null, note: null, belongingsNote: `${body.item} (${body.itemSize})` },
          contact: null,
          partners: [],
          movingDate: body.movingDate,
          createdAt: at,
        },
        [{ companyCode: body.companyId, price: null, priceParts: null, holdsUnit: false, answerBy: new Date(at.getTime() + ANSWER_WITHIN_MS) }],
      ),
    );
    ctx.body = { requestId: reference };
  });
};

const contract: ApiContract = { ...API_CONTRACT, singleItemRequest };
const api: ApiDefinition = { contract, featureRoutes: [...PRODUCT_API.featureRoutes, addSingleItemRoutes] };

const company = companies[0]!;
const body = {
  item: 'ピアノ', itemSize: 'large', fromPrefecture: '13', fromCity: '13101', toPrefecture: '13', toCity: '13104',
  movingDate: '2027-04-10', companyId: company.code, email: 'tanpin@example.jp', tel: '09012345678',
};

describe.each(testDatabaseKinds())('a flow added beside the product (a single item), on %s', (database) => {
  let server: TestServer;
  beforeAll(async () => {
    server = await startTestServer({ database, api });
  });
  afterAll(async () => {
    await server?.close();
  });

  it('is answered on its route as every write is: CSRF, the writes budget, the error shape, 405, no-store', async () => {
    expect(routeBudgetsOf(contract).writes.has(singleItemRequest.path)).toBe(true);
    const forged = await server.post(singleItemRequest.path, body, { [CSRF_HEADER]: 'forged' });
    expect(forged.status).toBe(403);
    const invalid = await server.post(singleItemRequest.path, { ...body, item: ' ', email: 'not-an-address' });
    expect(invalid.status).toBe(400);
    expect(invalid.body).toEqual({
      errors: expect.arrayContaining([
        { code: expect.any(String), message: ITEM_REQUIRED, field: 'item' },
        expect.objectContaining({ field: 'email' }),
      ]),
    });
    expect((await server.get(singleItemRequest.path)).status).toBe(405);
    const sent = await server.post<{ requestId: string }>(singleItemRequest.path, body);
    expect(sent.status).toBe(200);
    expect(sent.headers.get('cache-control')).toBe('no-store');
    expect(sent.body.requestId).toMatch(/^TP-[0-9A-Z]{10}$/);
  });

  it('stores its request and lead in the one store, where the one state machine answers the lead and the one erasure reaches it', async () => {
    const { body: sent } = await server.post<{ requestId: string }>(singleItemRequest.path, { ...body, email: 'tanpin-2@example.jp', tel: '09012345679' });
    const stored = await storedRequest(server.db, sent.requestId, { lock: false });
    expect(stored).toMatchObject({
      flow: SINGLE_ITEM,
      locale: 'ja',
      movingDate: '2027-04-10',
      move: { origin: { prefecture: '13', city: '13101' }, destination: { city: '13104' }, schedule: { kind: 'day', date: '2027-04-10' } },
      personal: { email: 'tanpin-2@example.jp', tel: '09012345679', belongingsNote: 'ピアノ (large)' },
      leads: [{ companyCode: company.code, status: 'open' }],
    });

    const answeredAt = new Date();
    const confirmed = await server.db.transaction((tx) => recordLeadAnswer(tx, sent.requestId, company.code, { status: 'confirmed' }, answeredAt));
    expect(confirmed).toMatchObject({ flow: SINGLE_ITEM, reference: sent.requestId, companyCode: company.code });
    // An answered lead is not open any more: a second answer changes nothing.
    expect(await server.db.transaction((tx) => recordLeadAnswer(tx, sent.requestId, company.code, { status: 'declined', reason: 'schedule' }, answeredAt))).toBeUndefined();

    await server.db.transaction((tx) => erasePersonalData(tx, { reference: sent.requestId }, new Date()));
    const erased = await storedRequest(server.db, sent.requestId, { lock: false });
    expect(erased?.erased).toBe(true);
    expect(Object.values(erased!.personal).every((value) => value === null)).toBe(true);
    expect(erased?.leads[0]?.status).toBe('confirmed');
  });

  it('is not served by the product itself, which has no such flow', async () => {
    const product = await startTestServer({ db: server.db });
    try {
      expect((await product.post(singleItemRequest.path, body)).status).toBe(404);
    } finally {
      await product.close();
    }
  });
});
