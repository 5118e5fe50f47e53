import { CREDENTIAL_MESSAGES } from '@campus-threads/contract';
import { describe, expect, it } from 'vitest';
import {
  EMPTY_CREDENTIALS,
  credentialHeading,
  credentialPath,
  detailsFromSearch,
  detailsFromState,
  detailsFromValues,
  validateCredentials,
  type CredentialValues,
} from './credentials';

const values = (overrides: Partial<CredentialValues>): CredentialValues => ({
  ...EMPTY_CREDENTIALS,
  ...overrides,
});

describe('validateCredentials', () => {
  it('asks a hostel for a hostel name and its university, both at least 2 characters', () => {
    expect(validateCredentials('hostel', values({}))).toEqual({
      hostelName: CREDENTIAL_MESSAGES.hostelNameMin,
      hostelUniversityName: CREDENTIAL_MESSAGES.universityNameMin,
    });
    expect(
      validateCredentials(
        'hostel',
        values({ hostelName: ' K ', hostelUniversityName: 'IIT Guwahati' }),
      ),
    ).toEqual({ hostelName: CREDENTIAL_MESSAGES.hostelNameMin });
    expect(
      validateCredentials(
        'hostel',
        values({ hostelName: 'Kapili', hostelUniversityName: 'IIT Guwahati' }),
      ),
    ).toEqual({});
  });

  it('asks university and accessories for university and department', () => {
    for (const category of ['university', 'accessories'] as const) {
      expect(validateCredentials(category, values({ universityName: 'T' }))).toEqual({
        universityName: CREDENTIAL_MESSAGES.universityNameMin,
        departmentName: CREDENTIAL_MESSAGES.departmentNameMin,
      });
      expect(
        validateCredentials(
          category,
          values({ universityName: 'Tezpur University', departmentName: 'CS' }),
        ),
      ).toEqual({});
    }
  });

  it('asks an event for its name only', () => {
    expect(validateCredentials('event', values({ universityName: 'x' }))).toEqual({
      eventName: CREDENTIAL_MESSAGES.eventNameMin,
    });
    expect(validateCredentials('event', values({ eventName: 'Alcheringa' }))).toEqual({});
  });
});

describe('credential addresses', () => {
  it('builds the query parameters of each category (spec §2)', () => {
    expect(
      credentialPath(
        'hostel',
        detailsFromValues(
          'hostel',
          values({ hostelName: ' Kapili Hostel ', hostelUniversityName: 'IIT Guwahati' }),
        ),
      ),
    ).toBe('/credential/hostel?hostelName=Kapili+Hostel&universityName=IIT+Guwahati');
    expect(
      credentialPath(
        'university',
        detailsFromValues(
          'university',
          values({ universityName: 'Tezpur University', departmentName: 'Computer Science' }),
        ),
      ),
    ).toBe(
      '/credential/university?universityName=Tezpur+University&departmentName=Computer+Science',
    );
    expect(
      credentialPath(
        'event',
        detailsFromValues('event', values({ eventName: 'Alcheringa', eventDate: '2026-01-30' })),
      ),
    ).toBe('/credential/event?eventName=Alcheringa&date=2026-01-30');
    expect(
      credentialPath(
        'accessories',
        detailsFromValues(
          'accessories',
          values({
            universityName: 'Tezpur University',
            departmentName: 'ECE',
            universityLocation: 'Napaam',
          }),
        ),
      ),
    ).toBe(
      '/credential/accessories?universityName=Tezpur+University&departmentName=ECE&location=Napaam',
    );
  });

  it('reads details back from the address and needs the main value', () => {
    const search = new URLSearchParams(
      'universityName=Tezpur%20University&departmentName=Computer%20Science',
    );
    expect(detailsFromSearch('university', search)).toEqual({
      universityName: 'Tezpur University',
      departmentName: 'Computer Science',
    });
    expect(detailsFromSearch('hostel', search)).toBeNull();
    expect(detailsFromSearch('event', new URLSearchParams('eventName=%20%20'))).toBeNull();
    expect(detailsFromSearch('hostel', new URLSearchParams('hostelName=Kapili'))).toEqual({
      hostelName: 'Kapili',
    });
  });

  it('reads details from navigation state, ignoring junk', () => {
    expect(detailsFromState('event', { credentials: { eventName: 'Spardha', junk: 1 } })).toEqual({
      eventName: 'Spardha',
    });
    expect(detailsFromState('event', { credentials: { eventName: 42 } })).toBeNull();
    expect(detailsFromState('event', null)).toBeNull();
  });
});

describe('credentialHeading', () => {
  it('uses the spec headings without doubling the kind', () => {
    expect(credentialHeading('hostel', { hostelName: 'Kapili' })).toBe('Kapili Hostel T-Shirts');
    expect(credentialHeading('hostel', { hostelName: 'Kapili Hostel' })).toBe(
      'Kapili Hostel T-Shirts',
    );
    expect(
      credentialHeading('university', {
        universityName: 'Tezpur University',
        departmentName: 'Computer Science',
      }),
    ).toBe('Tezpur University - Computer Science T-Shirts');
    expect(credentialHeading('university', { universityName: 'IIT Guwahati' })).toBe(
      'IIT Guwahati University T-Shirts',
    );
    expect(credentialHeading('university', { universityName: 'Tezpur University' })).toBe(
      'Tezpur University T-Shirts',
    );
    expect(credentialHeading('event', { eventName: 'Alcheringa' })).toBe(
      'Alcheringa Event T-Shirts',
    );
  });
});
