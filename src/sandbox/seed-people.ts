import type { Rng } from './random';

/** One respondent, so that the name, e-mail, phone and country of a submission agree. */
export interface Person {
  first: string;
  last: string;
  email: string;
  phone: string;
  country: string;
  company: string;
}

interface Origin {
  country: string;
  phone: string;
  firsts: readonly string[];
  lasts: readonly string[];
}

// `#` becomes a digit; formats follow each country's usual grouping.
const ORIGINS: readonly Origin[] = [
  {
    country: 'DE',
    phone: '+49 30 #######',
    firsts: ['Lena', 'Jonas', 'Anna', 'Lukas', 'Jürgen', 'Sophie'],
    lasts: ['Müller', 'Schmidt', 'Becker', 'Wagner', 'Hoffmann'],
  },
  {
    country: 'AT',
    phone: '+43 1 #######',
    firsts: ['Florian', 'Katharina', 'Tobias'],
    lasts: ['Gruber', 'Huber', 'Steiner'],
  },
  {
    country: 'FR',
    phone: '+33 1 ## ## ## ##',
    firsts: ['Camille', 'Hugo', 'Zoë', 'Léa'],
    lasts: ['Martin', 'Dubois', 'Lefèvre'],
  },
  {
    country: 'ES',
    phone: '+34 91 ### ## ##',
    firsts: ['Lucía', 'Mateo', 'Carmen'],
    lasts: ['García', 'Fernández', 'López'],
  },
  {
    country: 'NL',
    phone: '+31 20 ### ####',
    firsts: ['Daan', 'Femke', 'Sanne'],
    lasts: ['de Vries', 'Jansen', 'Bakker'],
  },
  {
    country: 'PL',
    phone: '+48 22 ### ## ##',
    firsts: ['Łukasz', 'Agnieszka', 'Piotr'],
    lasts: ['Nowak', 'Kowalski', 'Wiśniewska'],
  },
  {
    country: 'GB',
    phone: '+44 20 #### ####',
    firsts: ['Oliver', 'Amelia', 'Harry', 'Priya'],
    lasts: ['Smith', 'Taylor', 'Patel', 'Brown'],
  },
  {
    country: 'US',
    phone: '+1 415 555 ####',
    firsts: ['Emma', 'Noah', 'Ava', 'Marcus'],
    lasts: ['Johnson', 'Williams', 'Nguyen', 'Garcia'],
  },
  {
    country: 'TR',
    phone: '+90 212 ### ## ##',
    firsts: ['Ayşe', 'Mehmet', 'Elif'],
    lasts: ['Yılmaz', 'Kaya', 'Demir'],
  },
  {
    country: 'JP',
    phone: '+81 3 #### ####',
    firsts: ['Yuki', 'Haruto', 'Sakura'],
    lasts: ['Sato', 'Suzuki', 'Takahashi'],
  },
];

const MAIL_DOMAINS = ['mail.example', 'posteo.example', 'outlook.example', 'fastmail.example'];
const COMPANIES = [
  'Contoso Logistics',
  'Fabrikam GmbH',
  'Tailspin Toys',
  'Adventure Works',
  'Litware Health',
  'Wide World Importers',
  'Proseware Labs',
  'Blue Yonder Airlines',
];

/** Lower-case ASCII for e-mail local parts: "Łukasz Wiśniewska" → "lukasz.wisniewska". */
function slug(text: string): string {
  return text
    .replace(/ł/g, 'l')
    .replace(/ı/g, 'i')
    .normalize('NFD')
    .replace(/[^\p{L}\p{N}]+/gu, '')
    .toLowerCase();
}

function digits(template: string, rng: Rng): string {
  return template.replace(/#/g, () => String(rng.int(0, 9)));
}

export function randomPerson(rng: Rng): Person {
  const origin = rng.pick(ORIGINS);
  const first = rng.pick(origin.firsts);
  const last = rng.pick(origin.lasts);
  const company = rng.pick(COMPANIES);
  const domain = rng.bool(0.5)
    ? `${slug(company.split(' ')[0] ?? 'work')}.example`
    : rng.pick(MAIL_DOMAINS);
  return {
    first,
    last,
    email: `${slug(first)}.${slug(last)}@${domain}`,
    phone: digits(origin.phone, rng),
    country: origin.country,
    company,
  };
}

export function fullName(person: Person): string {
  return `${person.first} ${person.last}`;
}
