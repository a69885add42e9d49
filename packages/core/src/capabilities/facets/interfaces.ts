import { facetTerms } from '../term-definition';

/** The vocabulary's terms of the facet "Interfaces". */
export const INTERFACES_TERMS = facetTerms('interfaces', [
  {
    id: 'python',
    label: 'Python',
    definition: 'Can be set up, run or extended from Python, as a package or through bindings.',
    synonyms: ['Python', 'PyPI', 'pip', 'pybind11'],
  },
  {
    id: 'python-data',
    label: 'NumPy and pandas data',
    definition: 'Hands data over as NumPy arrays or pandas DataFrames, so results go straight into Python analysis.',
    broader: 'python',
    synonyms: ['NumPy', 'pandas', 'DataFrame', 'DataFrames'],
  },
  {
    id: 'julia',
    label: 'Julia',
    definition: 'Is written in or can be driven from the Julia language.',
    synonyms: ['Julia', '.jl'],
  },
  {
    id: 'matlab',
    label: 'MATLAB / GNU Octave',
    definition: 'Models are scripted in MATLAB or its free counterpart GNU Octave.',
    // MATLAB among output formats or post-processors is a program that reads the results, not a way to drive the tool.
    fields: ['api_integrations'],
    synonyms: ['MATLAB', 'Octave'],
  },
  {
    id: 'cpp-library',
    label: 'C/C++ library',
    definition: 'Can be linked into another program as a library with a C or C++ interface.',
    synonyms: ['C++ library', 'C++ API', 'C++ interface', 'C++, C and Fortran', 'library interfaces'],
  },
  {
    id: 'command-line',
    label: 'Command line',
    definition: 'Runs as a program from a terminal or a batch script, with its options given as arguments or in a file.',
    synonyms: ['command-line', 'command line', 'CLI', 'single-command'],
  },
  {
    id: 'input-files',
    label: 'Text input files',
    definition: 'A model is described in a text input file (keywords, XML, YAML or JSON) that the program reads.',
    // Only where the record names how the tool is driven: elsewhere "input files" are often another program's.
    fields: ['api_integrations'],
    synonyms: [
      'input file',
      'input files',
      'input specification',
      'keyword-block',
      'XML input',
      'YAML input',
      'YAML configuration',
      'parameter files',
      'configuration file',
      'run scripts',
    ],
  },
  {
    id: 'bmi',
    label: 'Basic Model Interface (BMI)',
    definition: 'Exposes the CSDMS Basic Model Interface, so other codes can step it and exchange variables with it.',
    synonyms: ['BMI', 'Basic Model Interface'],
  },
  {
    id: 'container',
    label: 'Container images',
    definition: 'Is distributed as a container image, e.g. for Docker, with its dependencies installed.',
    synonyms: ['Docker', 'container image', 'container images'],
  },
]);
