import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../../domain/validation/messages.ts';
import { errorsOfParts, fieldsOfPart, initialValuesOfParts, type FormPart } from '../forms/formPart.ts';
import {
  FROM_ADDRESS_PART,
  initialMovingFormValues,
  MOVING_FORM_PARTS,
  TO_ADDRESS_PART,
  type MovingFormValues,
  type MovingPartContext,
} from './parts.ts';
import { ESTIMATE_SCHEDULE_PART, RESERVATION_SCHEDULE_PART, type EstimateSchedule } from './schedule.ts';

const TODAY = new Date(2026, 10, 23, 10);
const CONTEXT: MovingPartContext = { flow: 'estimate', companiesRule: () => undefined, postalMessage: undefined, emailMessage: undefined, phoneOptional: true };

describe('the moving form\'s parts', () => {
  it('hold every field once: a form\'s values are the sum of its parts\' values', () => {
    const fields = [...MOVING_FORM_PARTS, ESTIMATE_SCHEDULE_PART].flatMap((part: FormPart<object, never>) => fieldsOfPart(part));
    expect(new Set(fields).size).toBe(fields.length);
    const initial: MovingFormValues<EstimateSchedule> = initialMovingFormValues(ESTIMATE_SCHEDULE_PART, TODAY);
    expect(Object.keys(initial).sort()).toEqual([...fields].sort());
    expect(initial).toMatchObject({ fromPrefecture: '', headCount: '', companyList: [], scheduleFormat: 'precise', movingDate: '2026/11/26' });
    expect(fieldsOfPart(RESERVATION_SCHEDULE_PART)).toEqual(['movingDate', 'preferredTime']);
  });

  it('answer for their own fields only, though their rule covers both ends of the move', () => {
    const values = initialMovingFormValues(ESTIMATE_SCHEDULE_PART, TODAY);
    const from = FROM_ADDRESS_PART.errors(values, CONTEXT);
    expect(from.fromPrefecture).toBe(MESSAGES.prefecture.required);
    expect(Object.keys(from).every((field) => field.startsWith('from'))).toBe(true);
    expect(Object.keys(TO_ADDRESS_PART.errors(values, CONTEXT)).every((field) => field.startsWith('to'))).toBe(true);
  });

  it('add what only the store knows once the field\'s own rule passes', () => {
    const values = { ...initialMovingFormValues(ESTIMATE_SCHEDULE_PART, TODAY), fromAddressFormat: 'postalCode' as const, fromPostalCode: '9999999' };
    const context = { ...CONTEXT, postalMessage: MESSAGES.postalCode.notFound };
    expect(FROM_ADDRESS_PART.errors(values, context).fromPostalCode).toBe(MESSAGES.postalCode.notFound);
    expect(FROM_ADDRESS_PART.errors({ ...values, fromPostalCode: '12' }, context).fromPostalCode).toBe(MESSAGES.postalCode.length);
  });
});

describe('a part of a flow\'s own', () => {
  const UNIT_SIZE: FormPart<{ unitSize: string }> = {
    name: 'unitSize',
    initialValues: () => ({ unitSize: '' }),
    errors: (values) => ({ unitSize: values.unitSize === '' ? '広さを選んでください。' : undefined }),
  };

  it('joins the others on a step: its fields, initial values and rules with theirs', () => {
    const parts = [UNIT_SIZE, ESTIMATE_SCHEDULE_PART] as const;
    expect(initialValuesOfParts(parts, TODAY)).toMatchObject({ unitSize: '', movingDate: '2026/11/26' });
    expect(errorsOfParts(parts, { unitSize: '', ...ESTIMATE_SCHEDULE_PART.initialValues(TODAY), movingDate: '' }, CONTEXT)).toMatchObject({
      unitSize: '広さを選んでください。',
      movingDate: expect.any(String),
    });
  });
});
