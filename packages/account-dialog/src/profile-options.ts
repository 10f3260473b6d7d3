/**
 * The questionnaire's lists (docs/behaviour.md#data), in docs/behaviour.md's order (the blank
 * choice is the select's own first option): each choice's id and the value the API takes,
 * English in every language. The reader sees the catalogue's words for the id
 * (`industryOptions`, `jobTitleOptions`, `companySizeOptions`).
 */
import type { AccountMessages } from './messages.ts';

export const profileChoices = {
  industry: {
    advertising: 'Advertising/Marketing/Public Relations',
    agriculture: 'Agriculture',
    automotive: 'Automotive',
    consultant: 'Consultant',
    education: 'Education',
    energy: 'Energy/Natural Resources',
    engineering: 'Engineering/Construction',
    environmental: 'Environmental',
    'financial-services': 'Financial Services',
    'food-beverage': 'Food & Beverage',
    government: 'Government',
    healthcare: 'Healthcare',
    'human-resources': 'Human Resources',
    'it-technology': 'IT/Technology',
    'life-sciences': 'Life Sciences/Pharmaceuticals',
    manufacturing: 'Manufacturing & Materials',
    media: 'Media',
    other: 'Other',
    'professional-services': 'Professional Services',
    'real-estate': 'Real Estate',
    retail: 'Retail/Consumer Goods',
    telecommunications: 'Telecommunications',
    transportation: 'Transportation',
    'travel-entertainment': 'Travel/Entertainment',
  },
  jobTitle: {
    administrative: 'Administrative',
    analyst: 'Analyst',
    consultant: 'Consultant',
    executive: 'Executive/C-Level',
    manager: 'Manager/Senior Manager',
    other: 'Other',
    'owner-partner': 'Owner/Partner',
    retired: 'Retired',
    sales: 'Sales/Account Management',
    'student-researcher': 'Student/Researcher',
    'teacher-lecturer': 'Teacher/Lecturer',
    'technical-specialist': 'Technical Specialist',
    'vice-president': 'Vice President/Director/General Manager',
  },
  // Ids that are not array indices, so the order stays as written.
  companySize: {
    'self-employed': 'Self-Employed',
    'size-1-4': '1 to 4',
    'size-5-99': '5 to 99',
    'size-100-499': '100 to 499',
    'size-500-999': '500 to 999',
    'size-1000-4999': '1000 to 4999',
    'size-5000-9999': '5000 to 9999',
    'size-10000-plus': '10000+',
  },
} as const;

type List = keyof typeof profileChoices;

/** Each list's values, in order: what the API takes. */
export const profileOptions = {
  industry: Object.values(profileChoices.industry),
  jobTitle: Object.values(profileChoices.jobTitle),
  companySize: Object.values(profileChoices.companySize),
} as const;

const words = {
  industry: 'industryOptions',
  jobTitle: 'jobTitleOptions',
  companySize: 'companySizeOptions',
} as const satisfies Record<List, keyof AccountMessages>;

/** Each list's choices with the reader's words: the value stays the API's. */
export function profileSelectOptions(copy: AccountMessages) {
  const list = (name: List) =>
    Object.entries(profileChoices[name]).map(([id, value]) => ({
      value,
      label: (copy[words[name]] as Record<string, string>)[id] ?? value,
    }));
  return { industry: list('industry'), jobTitle: list('jobTitle'), companySize: list('companySize') };
}
