/** The rank-tracker projects of the demo accounts; keyword ids are `project_id * 1000 + n`. */
export interface GroupDef {
  id: number;
  name: string;
  keywords: number;
}

export interface ProjectDef {
  id: number;
  ownerId: number;
  name: string;
  domain: string;
  countryId: number;
  /** Days before the clock's origin when the project was created. */
  ageDays: number;
  groups: GroupDef[];
}

export const PROJECTS: readonly ProjectDef[] = [
  {
    id: 101,
    ownerId: 1001,
    name: 'Example.pl – sklep',
    domain: 'example.pl',
    countryId: 1,
    ageDays: 400,
    groups: [
      { id: 1011, name: 'Rowery', keywords: 25 },
      { id: 1012, name: 'Akcesoria', keywords: 20 },
      { id: 1013, name: 'Poradniki', keywords: 15 },
    ],
  },
  {
    id: 102,
    ownerId: 1001,
    name: 'Blog',
    domain: 'blog.example.pl',
    countryId: 1,
    ageDays: 200,
    groups: [
      { id: 1021, name: 'Pytania', keywords: 25 },
      { id: 1022, name: 'Poradniki', keywords: 15 },
    ],
  },
  {
    id: 103,
    ownerId: 1001,
    name: 'Kuchnia',
    domain: 'kuchnia-domowa.pl',
    countryId: 1,
    ageDays: 120,
    groups: [{ id: 1031, name: 'Przepisy', keywords: 30 }],
  },
  {
    id: 201,
    ownerId: 1002,
    name: 'Moda',
    domain: 'moda-damska.pl',
    countryId: 1,
    ageDays: 90,
    groups: [{ id: 2011, name: 'Sukienki', keywords: 20 }],
  },
];

export function projectsOf(ownerId: number): ProjectDef[] {
  return PROJECTS.filter((p) => p.ownerId === ownerId);
}

export function keywordCount(project: ProjectDef): number {
  return project.groups.reduce((sum, g) => sum + g.keywords, 0);
}
