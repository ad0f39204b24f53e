import { describe, expect, it } from 'vitest';
import { companyLeadItems, partnerLeadItems } from './shared-items.ts';

const move = { belongings: ['リビング：ソファ（2人掛け）1台'], otherBelongings: '' };

describe('the items a lead gives its recipient', () => {
  it('a company: the phone only where the message has it, belongings and notes only where there are any', () => {
    expect(companyLeadItems({ tel: null }, move, '')).toEqual(['name', 'nameReading', 'email', 'addresses', 'move', 'belongings']);
    expect(companyLeadItems({ tel: '09012345678' }, move, '午前中に')).toEqual(['name', 'nameReading', 'email', 'phone', 'addresses', 'move', 'belongings', 'notes']);
    expect(companyLeadItems({ tel: null }, { belongings: [], otherBelongings: '  ' }, '  ')).toEqual(['name', 'nameReading', 'email', 'addresses', 'move']);
    expect(companyLeadItems({ tel: null }, { belongings: [], otherBelongings: '自転車' }, undefined)).toContain('belongings');
  });

  it('a partner service: the contact, the destination area and the month, never the addresses', () => {
    expect(partnerLeadItems({ tel: null })).toEqual(['name', 'nameReading', 'email', 'destinationArea', 'moveMonth']);
    expect(partnerLeadItems({ tel: '09012345678' })).toEqual(['name', 'nameReading', 'email', 'phone', 'destinationArea', 'moveMonth']);
  });
});
