/**
 * The seeded content catalogue for auto-suggest: articles, magazine issues, podcasts,
 * books and case studies across the site's topics (216 records, 24 topics).
 */
export interface ContentRecord {
  contentType: 'Article' | 'Magazine Issue' | 'Podcast' | 'Book' | 'Case Study';
  title: string;
  link: string;
  topic: string;
}

export const topicTitles = [
  'Leadership',
  'Strategy',
  'Innovation',
  'Managing Yourself',
  'Managing People',
  'Gender',
  'Work-Life Balance',
  'Negotiation',
  'Decision Making',
  'Marketing',
  'Finance',
  'Artificial Intelligence',
  'Change Management',
  'Emotional Intelligence',
  'Diversity and Inclusion',
  'Entrepreneurship',
  'Organizational Culture',
  'Sales',
  'Operations',
  'Supply Chain',
  'Sustainability',
  'Hiring',
  'Productivity',
  'Communication',
];

const templates: Record<ContentRecord['contentType'], string[]> = {
  Article: ['How to Get Better at {t}', 'What Most Leaders Get Wrong About {t}', 'The New Rules of {t}'],
  Podcast: ['{t} in Uncertain Times', 'Ideacast: Rethinking {t}'],
  Book: ['Guide to {t}', '10 Must Reads on {t}'],
  'Case Study': ['{t} at a Growing Family Firm'],
  'Magazine Issue': ['The {t} Issue'],
};

const sections: Record<ContentRecord['contentType'], string> = {
  Article: '/articles',
  Podcast: '/podcasts',
  Book: '/store/books',
  'Case Study': '/case-studies',
  'Magazine Issue': '/magazine',
};

export const slug = (text: string): string =>
  text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');

export function buildCatalogue(): ContentRecord[] {
  return topicTitles.flatMap((topic, index) =>
    Object.entries(templates).flatMap(([type, titles]) =>
      titles.map((template) => {
        const contentType = type as ContentRecord['contentType'];
        const title = template.replace('{t}', topic);
        // Magazine issues go back month by month from March 2026.
        const month = new Date(Date.UTC(2026, 2 - index, 1)).toISOString().slice(0, 7).replace('-', '/');
        const link =
          contentType === 'Magazine Issue' ? `/magazine/${month}` : `${sections[contentType]}/${slug(title)}`;
        return { contentType, title, link, topic };
      }),
    ),
  );
}

export const topicLink = (title: string): string => `?term=${encodeURIComponent(title)}`;
