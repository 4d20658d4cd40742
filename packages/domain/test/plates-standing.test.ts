import { describe, expect, it } from 'vitest';
import { plateStanding } from '../src/index.ts';

const pending = { status: 'pending' as const };
const approved = { status: 'approved' as const };
const rejected = { status: 'rejected' as const };

describe('where her plates stand (one reading for every page)', () => {
  it('nothing sent, no plates', () => {
    expect(plateStanding({ plateNumber: null, plateApproved: false }, [])).toEqual({
      platesApproved: false,
      documents: 'none',
      plateLabel: 'notApproved',
    });
  });

  it('documents awaiting review: her plates (if any) await it with them', () => {
    expect(plateStanding({ plateNumber: null, plateApproved: false }, [pending])).toEqual({
      platesApproved: false,
      documents: 'pending',
      plateLabel: 'awaitingReview',
    });
  });

  it('approved: the plates and the documents both say so, and nothing awaits review', () => {
    expect(plateStanding({ plateNumber: '7ABC123', plateApproved: true }, [approved])).toEqual({
      platesApproved: true,
      documents: 'approved',
      plateLabel: 'approved',
    });
  });

  it('a second car awaiting review leaves the first plate approved', () => {
    const standing = plateStanding({ plateNumber: '7ABC123', plateApproved: true }, [pending, approved]);
    expect(standing).toEqual({ platesApproved: true, documents: 'pending', plateLabel: 'approved' });
  });

  it('refused: only the newest submission counts; sending again awaits review again', () => {
    expect(plateStanding({ plateNumber: null, plateApproved: false }, [rejected]).documents).toBe('refused');
    expect(plateStanding({ plateNumber: null, plateApproved: false }, [pending, rejected])).toMatchObject({
      documents: 'pending',
      plateLabel: 'awaitingReview',
    });
  });

  it('plates she typed herself are not approved, and an approval without plates approves nothing', () => {
    expect(plateStanding({ plateNumber: '7ABC123', plateApproved: false }, [])).toMatchObject({
      platesApproved: false,
      plateLabel: 'notApproved',
    });
    expect(plateStanding({ plateNumber: ' | ', plateApproved: true }, []).platesApproved).toBe(false);
  });
});
