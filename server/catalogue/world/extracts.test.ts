import { cleanExtract, directorsOf, resolveDirectors, samePerson } from './extracts';

describe('directorsOf', () => {
  it.each([
    ['Casablanca is a 1942 American romantic drama film directed by Michael Curtiz, and starring Humphrey Bogart.', ['Michael Curtiz']],
    [
      'Gone with the Wind is a 1939 American epic historical romance film adapted from the 1936 novel by Margaret Mitchell. The film was produced by David O. Selznick of Selznick International Pictures and directed by Victor Fleming. Set in the American South',
      ['Victor Fleming'],
    ],
    ['The Wizard of Oz is a 1939 film. An adaptation of the novel, the film was primarily directed by Victor Fleming, and stars Judy Garland.', ['Victor Fleming']],
    ['Fargo is a 1996 black comedy crime film written, produced, edited and directed by Joel and Ethan Coen.', []],
    ['Airplane! is a 1980 parody film written and directed by David Zucker, Jim Abrahams and Jerry Zucker and produced by Jon Davison.', ['David Zucker', 'Jim Abrahams', 'Jerry Zucker']],
    ['Monsters is a 2001 film directed by Pete Docter and Lee Unkrich from a screenplay by Andrew Stanton.', ['Pete Docter', 'Lee Unkrich']],
    ['The Kid is a 1921 film produced and directed by, and starring Charlie Chaplin.', ['Charlie Chaplin']],
    ['The Birth of a Nation is a 1915 film co-directed by D. W. Griffith. The film stars Lillian Gish.', ['D. W. Griffith']],
    ["She's the One is a 1996 film written and directed by New York actor and director Edward Burns. It stars Jennifer Aniston.", ['Edward Burns']],
    ['Jewel is a 1915 film directed by Edgar Jones (actor) and based on a novel.', ['Edgar Jones']],
    ['X is a 1923 film directed by William C. deMille and starring Bebe Daniels.', ['William C. deMille']],
    ['X is a 1991 film containing ideas from the 1946 French film directed by Jean Cocteau.', []],
    ['X is a 1920 film directed by Robert Downey Sr. The film stars no one.', ['Robert Downey Sr.']],
    ['X is a 1930 film directed by Hal Roach, Universal released it.', ['Hal Roach']],
    ['X is a 1930 film directed by the Farrelly brothers.', []],
    ['X is a 2003 film produced by New Line Cinema.', []],
    ['X is a 1950 film directed by Academy Award-nominated director Henry Koster.', ['Henry Koster']],
  ])('%s', (extract, directors) => {
    expect(directorsOf(extract)).toEqual(directors);
  });
});

describe('cleanExtract', () => {
  it('removes what the markup left and nothing else', () => {
    expect(cleanExtract('The Child Stealers  also known as The Kidnapped Child ( ; born) is a film [1].\n\nIt is titled  Leather Stocking .')).toBe(
      'The Child Stealers also known as The Kidnapped Child (born) is a film.\nIt is titled Leather Stocking.',
    );
    expect(cleanExtract(' \n ')).toBeNull();
  });
});

describe('samePerson', () => {
  it.each([
    ['Paul Anderson', 'Paul W. S. Anderson', true],
    ['Jack Lee Thompson', 'J. Lee Thompson', true],
    ['Yimou Zhang', 'Zhang Yimou', true],
    ['Danny De Vito', 'Danny DeVito', true],
    ['Sammo Hung Kam-Bo', 'Sammo Hung', true],
    ['Sir Richard Attenborough', 'Richard Attenborough', true],
    ['Corey Yuen', 'Cory Yuen', true],
    ['George Cukor', 'Victor Fleming', false],
    ['Bobby Farrelly', 'Peter Farrelly', false],
  ])('%s and %s: %s', (a, b, same) => {
    expect(samePerson(a, b)).toBe(same);
  });
});

describe('resolveDirectors', () => {
  it("takes the extract's directors over vega's, as the person vega names where they agree, and an existing person by name", () => {
    const resolution = resolveDirectors(
      [
        { vega: ['George Cukor'], extract: ['Victor Fleming'] },
        { vega: ['David Goyer'], extract: ['David S. Goyer'] },
        { vega: [], extract: ['David S. Goyer'] },
        { vega: ['Michael Curtiz'], extract: [] },
        { vega: [], extract: ['D.W. Griffith'] },
        { vega: [], extract: ['D. W. Griffith'] },
        { vega: [], extract: ['Charlie  Chaplin'] },
      ],
      ['George Cukor', 'David Goyer', 'Michael Curtiz', 'Charlie Chaplin'],
    );
    expect(resolution.directors).toEqual([
      ['Victor Fleming'],
      ['David Goyer'],
      ['David Goyer'],
      ['Michael Curtiz'],
      ['D. W. Griffith'],
      ['D. W. Griffith'],
      ['Charlie Chaplin'],
    ]);
    expect(resolution).toMatchObject({ both: 2, agree: 1, disagreements: [0] });
  });
});
