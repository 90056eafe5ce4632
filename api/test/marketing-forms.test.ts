import { describe, expect, it } from 'vitest';
import { postForm } from './support/accounts-helpers.js';
import { formToken, postJson, useHarness } from './support/harness.js';

const h = useHarness();

let sent = 0;

/** Each call comes from an address of its own: the per-IP limits have their own tests (public-site-limits). */
async function send(path: string, body: unknown) {
  sent += 1;
  const { status, body: answer } = await postForm(
    h.app,
    path,
    body,
    `10.0.${Math.floor(sent / 256)}.${sent % 256}`,
  );
  return { status, body: answer };
}

const failure = (status: number, field: string, message: string) => ({
  status,
  body: { message, errors: { [field]: message } },
});

const serviceRequest = {
  fullname: ' Ada Okafor ',
  email: ' Ada@Example.com ',
  phone: '08031234567',
  companyName: 'Okafor Ventures',
  serviceType: 'Design Services',
  projectDesc: 'A new logo and brand colours.',
  contactMethod: 'Phone',
};

describe('POST /api/service-request/', () => {
  it('stores the request, trimmed, and answers "Contact submitted successfully"', async () => {
    expect(await send('/api/service-request/', serviceRequest)).toEqual({
      status: 201,
      body: { message: 'Contact submitted successfully' },
    });
    const stored = await h.db.prisma.serviceRequest.findFirstOrThrow({ where: { email: 'ada@example.com' } });
    expect(stored).toMatchObject({
      fullName: 'Ada Okafor',
      phone: '08031234567',
      companyName: 'Okafor Ventures',
      service: 'DESIGN',
      projectDescription: 'A new logo and brand colours.',
      contactMethod: 'PHONE',
      status: 'RECEIVED',
    });
  });

  it('takes every service type and contact method; the company is optional and Email is the default', async () => {
    const email = 'types@example.com';
    for (const serviceType of [
      'Design Services',
      'Development Services',
      'Printing Services',
      'Recruitment Services',
      'Support Services',
      'Training Services',
    ]) {
      const body = {
        ...serviceRequest,
        email,
        serviceType,
        companyName: undefined,
        contactMethod: undefined,
      };
      expect((await send('/api/service-request/', body)).status).toBe(201);
    }
    for (const contactMethod of ['Email', 'Phone', 'Chat']) {
      expect((await send('/api/service-request/', { ...serviceRequest, email, contactMethod })).status).toBe(
        201,
      );
    }
    const stored = await h.db.prisma.serviceRequest.findMany({
      where: { email },
      orderBy: { createdAt: 'asc' },
    });
    expect(stored.map((request) => request.service)).toEqual([
      'DESIGN',
      'DEVELOPMENT',
      'PRINTING',
      'RECRUITMENT',
      'SUPPORT',
      'TRAINING',
      'DESIGN',
      'DESIGN',
      'DESIGN',
    ]);
    expect(stored[0]).toMatchObject({ companyName: null, contactMethod: 'EMAIL' });
    expect(stored.slice(6).map((request) => request.contactMethod)).toEqual(['EMAIL', 'PHONE', 'CHAT']);
  });

  it('1. answers a filled honeypot with 400 "Bad Request." before any other rule, and stores nothing', async () => {
    const before = await h.db.prisma.serviceRequest.count();
    expect(await send('/api/service-request/', { honeyPot: 'bot', fullname: '', phone: '1' })).toEqual(
      failure(400, 'honeyPot', 'Bad Request.'),
    );
    expect(await h.db.prisma.serviceRequest.count()).toBe(before);
  });

  it('2. requires fullname, email, phone, serviceType and projectDesc: "All fields are required."', async () => {
    for (const field of ['fullname', 'email', 'phone', 'serviceType', 'projectDesc']) {
      for (const value of [undefined, '', '   ']) {
        expect(await send('/api/service-request/', { ...serviceRequest, [field]: value })).toEqual(
          failure(422, field, 'All fields are required.'),
        );
      }
    }
  });

  it('3. checks the e-mail: "Please enter a valid email address."', async () => {
    for (const email of ['plainaddress', 'a b@c.de', 'a@b', '@b.co']) {
      expect(await send('/api/service-request/', { ...serviceRequest, email, phone: 'bad' })).toEqual(
        failure(422, 'email', 'Please enter a valid email address.'),
      );
    }
  });

  it('4. checks the phone: 070/071/080/081/090/091 then 8 digits, else "Please enter a valid phone number."', async () => {
    for (const phone of [
      '07012345678',
      '07112345678',
      '08012345678',
      '08112345678',
      '09012345678',
      '09112345678',
    ]) {
      expect((await send('/api/service-request/', { ...serviceRequest, phone })).status).toBe(201);
    }
    for (const phone of [
      '07212345678',
      '0801234567',
      '080123456789',
      '+2348012345678',
      '0801234567a',
      '080 1234 5678',
    ]) {
      expect(await send('/api/service-request/', { ...serviceRequest, phone })).toEqual(
        failure(422, 'phone', 'Please enter a valid phone number.'),
      );
    }
  });

  it('refuses service types and contact methods that are not offered', async () => {
    expect(await send('/api/service-request/', { ...serviceRequest, serviceType: 'Catering' })).toEqual(
      failure(
        422,
        'serviceType',
        'Please choose a service type: Design Services, Development Services, Printing Services, Recruitment Services, Support Services, Training Services.',
      ),
    );
    expect(await send('/api/service-request/', { ...serviceRequest, contactMethod: 'Fax' })).toEqual(
      failure(422, 'contactMethod', 'Please choose a contact method: Email, Phone, Chat.'),
    );
  });

  it('refuses overlong values and unknown fields', async () => {
    expect(await send('/api/service-request/', { ...serviceRequest, projectDesc: 'x'.repeat(5001) })).toEqual(
      failure(422, 'projectDesc', 'projectDesc is too long (5000 characters at most).'),
    );
    expect(await send('/api/service-request/', { ...serviceRequest, budget: 5 })).toEqual(
      failure(422, 'budget', 'Unknown field: budget.'),
    );
  });
});

const letsTalk = {
  fullname: 'Bola Ade',
  email: 'bola@example.com',
  messageType: 'Schedule A Call',
  projectDesc: 'Can we talk about a mobile app?',
};

describe('POST /api/lets-talk/', () => {
  it(`stores the message and answers "Let's Talk Request submitted successfully"`, async () => {
    expect(await send('/api/lets-talk/', letsTalk)).toEqual({
      status: 201,
      body: { message: "Let's Talk Request submitted successfully" },
    });
    expect(
      await h.db.prisma.contactMessage.findFirstOrThrow({ where: { email: 'bola@example.com' } }),
    ).toMatchObject({
      fullName: 'Bola Ade',
      messageType: 'SCHEDULE_A_CALL',
      projectDescription: 'Can we talk about a mobile app?',
      status: 'RECEIVED',
    });
  });

  it('takes the six message types of the spec', async () => {
    for (const messageType of [
      'General Enquiry',
      'Project SetUp',
      'Request Follow Up',
      'Custom Request',
      'Schedule A Call',
      'Other',
    ]) {
      expect((await send('/api/lets-talk/', { ...letsTalk, messageType })).status).toBe(201);
    }
    expect(await send('/api/lets-talk/', { ...letsTalk, messageType: 'Complaint' })).toEqual(
      failure(
        422,
        'messageType',
        'Please choose a message type: General Enquiry, Project SetUp, Request Follow Up, Custom Request, Schedule A Call, Other.',
      ),
    );
  });

  it('checks, in order: honeypot "Bad Request.", "All fields are required.", "Please enter a valid email address."', async () => {
    const before = await h.db.prisma.contactMessage.count();
    expect(await send('/api/lets-talk/', { ...letsTalk, fullname: '', honeyPot: 'x' })).toEqual(
      failure(400, 'honeyPot', 'Bad Request.'),
    );
    for (const field of ['fullname', 'email', 'messageType', 'projectDesc']) {
      expect(await send('/api/lets-talk/', { ...letsTalk, email: 'bad', [field]: ' ' })).toEqual(
        failure(422, field, 'All fields are required.'),
      );
    }
    expect(await send('/api/lets-talk/', { ...letsTalk, email: 'bola@example' })).toEqual(
      failure(422, 'email', 'Please enter a valid email address.'),
    );
    expect(await h.db.prisma.contactMessage.count()).toBe(before);
  });
});

const quote = {
  fullname: 'Chidi Obi',
  email: 'chidi@example.com',
  company: 'Obi Foods',
  projectDesc: 'An online store with delivery tracking.',
};

describe('POST /api/custom-quote/', () => {
  it('stores the quote request and answers "Quote submitted successfully"', async () => {
    expect(await send('/api/custom-quote/', { ...quote, honeyPot: '' })).toEqual({
      status: 201,
      body: { message: 'Quote submitted successfully' },
    });
    expect(
      await h.db.prisma.quoteRequest.findFirstOrThrow({ where: { email: 'chidi@example.com' } }),
    ).toMatchObject({
      fullName: 'Chidi Obi',
      company: 'Obi Foods',
      projectDescription: 'An online store with delivery tracking.',
      status: 'RECEIVED',
    });
  });

  it('checks, in order: honeypot "Bad Request.", "All fields are required.", "Please enter a valid email address."', async () => {
    const before = await h.db.prisma.quoteRequest.count();
    expect(await send('/api/custom-quote/', { honeyPot: 'x' })).toEqual(
      failure(400, 'honeyPot', 'Bad Request.'),
    );
    for (const field of ['fullname', 'email', 'company', 'projectDesc']) {
      expect(await send('/api/custom-quote/', { ...quote, email: 'bad', [field]: '' })).toEqual(
        failure(422, field, 'All fields are required.'),
      );
    }
    expect(await send('/api/custom-quote/', { ...quote, email: 'chidi at example.com' })).toEqual(
      failure(422, 'email', 'Please enter a valid email address.'),
    );
    expect(await h.db.prisma.quoteRequest.count()).toBe(before);
  });
});

describe('the public forms', () => {
  it('need the form token and a JSON body', async () => {
    for (const path of [
      '/api/service-request/',
      '/api/lets-talk/',
      '/api/custom-quote/',
      '/api/view-requests/',
    ]) {
      const noToken = await postJson(h.app, path, quote);
      expect(noToken.status).toBe(401);
      expect(await noToken.json()).toEqual({
        message: 'Invalid or expired form token.',
        errors: { formToken: 'Invalid or expired form token.' },
      });
      const form = await h.app.request(path, {
        method: 'POST',
        headers: {
          Authorization: await formToken(h.app),
          'Content-Type': 'application/x-www-form-urlencoded',
        },
        body: 'fullname=x',
      });
      expect(form.status).toBe(415);
    }
  });
});
