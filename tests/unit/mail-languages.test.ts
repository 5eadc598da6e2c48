/** The guide's emails in Spanish and French (decision 024): the key phrases, dates and prices in the language, links to the language's pages. */
import { describe, expect, it } from 'vitest';
import type { BookingDetails } from '#lib/server/bookings/booking-details.ts';
import { bookingCancelledMail, bookingConfirmedMail } from '#lib/server/bookings/booking-mail.ts';
import { claimCodeMail, claimCodeText } from '#lib/server/claims/claim-code-messages.ts';
import { claimDecisionMail } from '#lib/server/claims/claim-decision-mail.ts';
import { eventCancelledMail } from '#lib/server/events/owner-event-mail.ts';
import { confirmationMail } from '#lib/server/events/registration-mail.ts';
import { seatOfferedMail } from '#lib/server/events/waitlist-mail.ts';
import { duplicateRefundMail, premiumRefundMail } from '#lib/server/membership/membership-mail.ts';
import { messageReceivedMail, replyReceivedMail } from '#lib/server/messages/message-mail.ts';
import { confirmationMail as newsletterConfirmation, welcomeMail as newsletterWelcome } from '#lib/server/newsletter/mails.ts';
import { emailChangedMail, passwordChangedMail } from '#lib/server/settings/settings-mail.ts';
import type { EventView } from '#lib/views/events.ts';
import { partnershipAcknowledgement, partnershipDecisionMail } from '#lib/server/inboxes/partnership-mail.ts';
import { sponsorshipAcknowledgement } from '#lib/server/inboxes/sponsorship.ts';

const ORIGIN = 'https://harlemguide.example';
const event = {
  id: 7,
  title: 'Jazz at the Lenox Lounge',
  date: '2026-12-05',
  startTime: '19:30',
  endTime: '22:00',
  location: '288 Lenox Ave',
  price: null,
} as unknown as EventView;
const booking = {
  booking: { id: 3, contactEmail: 'ana@example.com', contactName: 'Ana', amountCents: 4500, feeCents: 0, businessId: 12 },
  service: { name: 'Haircut', description: null, durationMinutes: 45 },
  startsAt: new Date('2026-12-05T15:00:00Z'),
  businessName: 'Sugar Hill Barbers',
  businessAddress: '100 W 125th St',
} as unknown as BookingDetails;

describe('event emails', () => {
  it('confirms a registration in Spanish and French, the title as written', () => {
    const input = {
      event,
      host: null,
      contact: { firstName: 'Ana', email: 'ana@example.com' },
      registration: { status: 'confirmed' as const, amountCents: 0 },
      origin: ORIGIN,
    };
    const es = confirmationMail({ ...input, locale: 'es' });
    expect(es.subject).toBe('Inscripción confirmada: Jazz at the Lenox Lounge');
    expect(es.text).toContain('Hola, Ana:');
    expect(es.text).toContain('Cuándo: sábado, 5 de diciembre de 2026, 7:30 p.');
    expect(es.text).toContain('(hora de Nueva York)');
    expect(es.text).toContain('Precio: Gratis');
    expect(es.text).toContain(`${ORIGIN}/es/events/7`);
    expect(es.text).toContain(`${ORIGIN}/es/user-dashboard`);
    const fr = confirmationMail({ ...input, locale: 'fr' });
    expect(fr.subject).toBe('Inscription confirmée\u00a0: Jazz at the Lenox Lounge');
    expect(fr.text).toContain('Quand\u00a0: samedi 5 décembre 2026, 19:30 – 22:00 (heure de New York)');
    expect(fr.text).toContain(`${ORIGIN}/fr/user-dashboard`);
    expect(confirmationMail(input).text).toContain("You're registered for Jazz at the Lenox Lounge.");
  });

  it('offers a waitlist seat with the deadline in the language', () => {
    const input = {
      to: 'ana@example.com',
      firstName: 'Ana',
      event: { id: 7, title: 'Jazz' },
      offerExpiresAt: new Date('2026-12-04T00:30:00Z'),
      origin: ORIGIN,
    };
    const es = seatOfferedMail({ ...input, locale: 'es' });
    expect(es.subject).toMatch(
      /^Hay un lugar para ti en Jazz: confírmalo antes del jueves, 3 de diciembre de 2026, 7:30\sp\.\s?m\. \(hora de Nueva York\)$/,
    );
    expect(es.text).toContain(`Confirma tu lugar: ${ORIGIN}/es/events/7/register`);
    const fr = seatOfferedMail({ ...input, locale: 'fr' });
    expect(fr.text).toContain('jusqu’au jeudi 3 décembre 2026 à 19:30 (heure de New York)');
    expect(fr.text).toContain(`${ORIGIN}/fr/events/7/register`);
  });

  it('tells of a cancelled event and its refund', () => {
    const registrant = { firstName: 'Ana', email: 'ana@example.com', amountCents: 2500, status: 'confirmed' };
    const es = eventCancelledMail({ event, registrant, origin: ORIGIN, locale: 'es' });
    expect(es.subject).toBe('Evento cancelado: Jazz at the Lenox Lounge');
    expect(es.text).toContain('Estamos reembolsando tu pago de');
    expect(es.text).toContain(`${ORIGIN}/es/events`);
    const fr = eventCancelledMail({ event, registrant, origin: ORIGIN, locale: 'fr' });
    expect(fr.text).toContain('a été annulé par son organisateur');
    expect(fr.text).toMatch(/25,00\s\$US/);
  });
});

describe('account, newsletter and business emails', () => {
  it('newsletter confirmation and welcome, text and HTML', () => {
    const es = newsletterConfirmation('a@example.com', `${ORIGIN}/es/newsletter/confirm?token=abc`, 'es');
    expect(es.subject).toBe('Confirma tu suscripción al boletín de Harlem');
    expect(es.html).toContain('>Confirmar mi suscripción</a>');
    expect(es.text).toContain('/es/newsletter/confirm?token=abc');
    const fr = newsletterWelcome('a@example.com', `${ORIGIN}/fr/newsletter/unsubscribe?token=abc`, 'fr');
    expect(fr.html).toContain('>Se désabonner</a>');
    expect(fr.text).toContain('L’équipe du guide de Harlem');
    expect(newsletterConfirmation('a@example.com', 'x').html).toContain(
      "<p>If you didn't sign up, ignore this email and you won't hear from us.</p>",
    );
  });

  it('security emails', () => {
    expect(emailChangedMail('es', 'Ana', 'new@example.com').text).toContain('se cambió a new@example.com');
    expect(passwordChangedMail('fr', null).text).toMatch(/^Bonjour,\n\nLe mot de passe/);
  });

  it('claim answers link to the dashboard in the language', () => {
    const approved = claimDecisionMail('es', {
      firstName: 'Olu',
      business: 'Sylvia’s',
      kind: 'new',
      approve: true,
      reason: null,
      origin: ORIGIN,
    });
    expect(approved.subject).toBe('Solicitud aprobada: ya puedes administrar Sylvia’s');
    expect(approved.text).toContain(`${ORIGIN}/es/business-dashboard`);
    const refused = claimDecisionMail('fr', {
      firstName: 'Olu',
      business: 'Sylvia’s',
      kind: 'claim',
      approve: false,
      reason: 'Pas de preuve',
      origin: ORIGIN,
    });
    expect(refused.text).toContain('Motif\u00a0: Pas de preuve');
    expect(refused.text).toContain(`${ORIGIN}/fr/contact-us`);
  });

  it('a claim’s code, by email or text message, is in the claimant’s language', () => {
    const es = claimCodeMail('es', { firstName: 'Ana', business: 'Sylvia’s', code: '042917' });
    expect(es.subject).toBe('Tu código para administrar Sylvia’s');
    expect(es.text).toContain('Tu código para administrar Sylvia’s en Harlem Guide es 042917.');
    expect(claimCodeMail('fr', { firstName: null, business: 'Sylvia’s', code: '042917' }).text).toMatch(
      /^Bonjour,\n\nVotre code pour gérer Sylvia’s sur le Harlem Guide est 042917\./,
    );
    expect(claimCodeText('fr', { business: 'Sylvia’s', code: '042917' })).toBe(
      'Harlem Guide\u00a0: 042917 est votre code pour gérer Sylvia’s. Valable 15 minutes. Ce n’était pas vous\u00a0? Ignorez ce message.',
    );
  });

  it('messages between members and businesses quote the message as written', () => {
    const es = messageReceivedMail({
      to: 'o@example.com',
      ownerName: 'Olu',
      businessName: 'Amy Ruth’s',
      from: { firstName: 'Ana', lastName: 'Diaz' },
      subject: 'Table',
      content: 'Do you take groups?',
      origin: ORIGIN,
      locale: 'es',
    });
    expect(es.subject).toBe('Nuevo mensaje para Amy Ruth’s: Table');
    expect(es.text).toContain('Do you take groups?');
    expect(es.text).toContain(`${ORIGIN}/es/business-dashboard?tab=messages`);
    const fr = replyReceivedMail({
      to: 'a@example.com',
      firstName: 'Ana',
      businessName: 'Amy Ruth’s',
      subject: 'Re: Table',
      content: 'Yes!',
      origin: ORIGIN,
      locale: 'fr',
    });
    expect(fr.subject).toBe('Amy Ruth’s a répondu\u00a0: Table');
    expect(fr.text).toContain(`${ORIGIN}/fr/user-dashboard#my-messages`);
  });

  it('bookings: the time in full in the language and the price', () => {
    const es = bookingConfirmedMail(booking, ORIGIN, 'es');
    expect(es.subject).toBe('Reserva confirmada: Haircut en Sugar Hill Barbers');
    expect(es.text).toContain('(hora de Nueva York), 45 minutos');
    expect(es.text).toContain(`${ORIGIN}/es/bookings/3`);
    const fr = bookingCancelledMail(booking, true, ORIGIN, 'fr');
    expect(fr.text).toContain('Sugar Hill Barbers a dû annuler votre réservation pour Haircut du samedi 5 décembre 2026');
    expect(fr.text).toContain(`${ORIGIN}/fr/business/12/book`);
  });

  it('membership refunds', () => {
    expect(premiumRefundMail('es', 'Ana', 999).text).toContain('Te reembolsamos');
    expect(duplicateRefundMail('fr', 'Ana', 999).subject).toBe('Vous étiez déjà membre Premium\u00a0: second paiement remboursé');
  });
});

describe('partner program and sponsorship emails', () => {
  const application = {
    contactName: 'Ada Greene',
    businessName: 'Lenox Lantern Books',
    businessType: 'Retail Store',
    partnershipLevel: 'premium' as const,
    communityBoardId: 10,
    address: '301 Malcolm X Blvd',
    phone: '(212) 555-0142',
    website: 'https://lantern.example/',
  };
  const board = { number: 10, name: 'Central Harlem' };
  const inquiry = {
    companyName: 'Uptown Bank',
    contactName: 'Ana',
    email: 'ana@example.com',
    phone: '212 555 0100',
    sponsorshipType: 'gold' as const,
    budget: '$20k',
    message: 'We sponsored in 2024.',
    homepage: '',
  };

  it('the partnership acknowledgement: English as it was, the level and business type named as the form names them', () => {
    expect(partnershipAcknowledgement('en', application, board)).toEqual({
      subject: 'We received your Harlem partnership application',
      text: [
        'Hello Ada Greene,',
        '',
        'Thank you for applying to the Harlem Partner Program for Lenox Lantern Books.',
        'Our team will contact you within 2 business days.',
        '',
        'What you sent us:',
        'Partnership level: Premium ($1,000.00 per year)',
        'Business type: Retail Store',
        'Community board: CB 10 - Central Harlem',
        'Address: 301 Malcolm X Blvd',
        'Phone: (212) 555-0142',
        'Website: https://lantern.example/',
        '',
        'Nothing is charged until we have talked and you have agreed to the partnership.',
        '',
        'The Harlem guide team',
      ].join('\n'),
    });
    const es = partnershipAcknowledgement('es', application, board);
    expect(es.subject).toBe('Recibimos tu solicitud al Programa de socios de Harlem');
    expect(es.text).toContain('Hola, Ada Greene:');
    expect(es.text).toContain('Nivel de asociación: Prémium ($1,000.00 al año)');
    expect(es.text).toContain('Tipo de negocio: Tienda minorista');
    expect(es.text).toContain('Distrito comunitario: DC 10 - Central Harlem');
    expect(es.text).toContain('No se te cobrará nada');
    const fr = partnershipAcknowledgement('fr', application, board);
    expect(fr.text).toContain('Voici ce que vous nous avez envoyé\u00a0:');
    expect(fr.text).toContain('Téléphone\u00a0: (212) 555-0142');
    expect(fr.text).toContain('L’équipe du guide de Harlem');
  });

  it('the sponsorship acknowledgement: the level as the form names it, the message as written', () => {
    expect(sponsorshipAcknowledgement(inquiry).text).toBe(
      [
        'Hello Ana,',
        '',
        'Thank you for your interest in sponsoring Harlem Week on behalf of Uptown Bank.',
        'Our partnerships team will contact you soon to talk through the options.',
        '',
        'What you sent us:',
        'Sponsorship level: Gold ($15,000+)',
        'Budget: $20k',
        'Phone: 212 555 0100',
        '',
        'We sponsored in 2024.',
        '',
        'The Harlem guide team',
      ].join('\n'),
    );
    expect(sponsorshipAcknowledgement({ ...inquiry, sponsorshipType: 'custom' as const }).text).toContain(
      'Sponsorship level: Custom (Any amount)',
    );
    const es = sponsorshipAcknowledgement(inquiry, 'es');
    expect(es.subject).toBe('Recibimos tu consulta de patrocinio para Harlem Week');
    expect(es.text).toContain('Nivel de patrocinio: Oro (desde $15,000)');
    expect(sponsorshipAcknowledgement({ ...inquiry, sponsorshipType: 'custom' as const }, 'es').text).toContain(
      'Nivel de patrocinio: A medida\n',
    );
    expect(es.text).toContain('We sponsored in 2024.');
    const fr = sponsorshipAcknowledgement({ ...inquiry, sponsorshipType: null }, 'fr');
    expect(fr.text).toContain('Niveau de mécénat\u00a0: Pas encore choisi');
    expect(fr.text).toContain('Budget\u00a0: $20k');
  });

  it('the partnership decision names the level in the language', () => {
    const input = {
      contactName: 'Ada',
      businessName: 'Lenox Lantern Books',
      partnershipLevel: 'basic' as const,
      approve: true,
      notes: null,
    };
    expect(partnershipDecisionMail('en', input)).toEqual({
      subject: 'Welcome to the Harlem Guide partner program, Lenox Lantern Books',
      text: "Hello Ada,\n\nWe approved Lenox Lantern Books's application for the basic partnership. Our team will contact you about the next steps.\n\nHarlem Guide",
    });
    expect(partnershipDecisionMail('es', input).text).toContain('para el nivel de asociación Básico');
    expect(partnershipDecisionMail('fr', input).text).toContain('au partenariat de niveau Essentiel');
    expect(partnershipDecisionMail('fr', { ...input, approve: false }).subject).toBe(
      'Votre candidature au programme partenaires de Harlem Guide',
    );
  });
});
